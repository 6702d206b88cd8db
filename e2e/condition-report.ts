/** Steps of the driver's condition report on the phone, shared by the journeys that fill one in. */
import { expect, type Page } from '@playwright/test';

/** How the signature pad names its parts: English by default (e2e/spanish.spec.ts passes Spanish). */
export interface PadWords {
  name: (label: string) => string;
  unsigned: (label: string) => string;
  signed: (label: string) => string;
  save: (label: string) => string;
}
const ENGLISH_PAD: PadWords = {
  name: (label) => `${label}: name`,
  unsigned: (label) => `${label}: sign here with your finger`,
  signed: (label) => `${label}: signed`,
  save: (label) => `Save ${label.toLowerCase()}`,
};

/** A signature drawn with a finger on the pad, under the signer's name. */
export async function sign(driver: Page, label: string, name?: string, words: PadWords = ENGLISH_PAD) {
  if (name) await driver.getByLabel(words.name(label)).fill(name);
  await expect(driver.getByRole('img', { name: words.unsigned(label) })).toBeVisible();
  // The pad's name changes with the first stroke ("…: signed"): found by its label alone.
  const pad = driver.getByRole('img', { name: new RegExp(`^${label}: `) });
  // Each move is relative to the pad where it is now. The press itself lands where the pointer is: if
  // the page shifted just then (a section above closing, a photo loading), the stroke is drawn again.
  await expect(async () => {
    const { width, height } = (await pad.boundingBox())!;
    await pad.hover({ position: { x: width * 0.2, y: height * 0.6 } });
    await driver.mouse.down();
    await pad.hover({ position: { x: width * 0.4, y: height * 0.3 } });
    await pad.hover({ position: { x: width * 0.55, y: height * 0.5 } });
    await pad.hover({ position: { x: width * 0.7, y: height * 0.7 } });
    await driver.mouse.up();
    await expect(driver.getByRole('img', { name: words.signed(label) })).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
  const save = driver.getByRole('button', { name: words.save(label) });
  await save.click();
  // Saved: the section closes, so the next pad is where it will stay.
  await expect(save).toBeHidden();
}
