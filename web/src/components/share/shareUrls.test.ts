import { describe, expect, it } from 'vitest';
import { buildShareUrl, SHARE_WINDOW_FEATURES } from './shareUrls';

const content = { url: 'https://app.example/?a=1&b=2', title: 'Pathway', text: 'Move trucks' };

describe('buildShareUrl', () => {
  it('builds a Facebook sharer link with the default hashtag', () => {
    expect(buildShareUrl('facebook', content)).toBe(
      'https://www.facebook.com/sharer/sharer.php?u=https%3A%2F%2Fapp.example%2F%3Fa%3D1%26b%3D2&hashtag=%23Pathway',
    );
  });

  it('builds a Twitter intent with text and hashtag', () => {
    const url = new URL(buildShareUrl('twitter', content));
    expect(url.origin + url.pathname).toBe('https://twitter.com/intent/tweet');
    expect(url.searchParams.get('url')).toBe(content.url);
    expect(url.searchParams.get('text')).toBe('Move trucks');
    expect(url.searchParams.get('hashtags')).toBe('Pathway');
  });

  it('builds LinkedIn and WhatsApp links', () => {
    expect(new URL(buildShareUrl('linkedin', content)).searchParams.get('url')).toBe(content.url);
    expect(new URL(buildShareUrl('whatsapp', content)).searchParams.get('text')).toBe(
      `Move trucks ${content.url} #Pathway`,
    );
  });

  it('builds a mailto with subject and body', () => {
    const mail = buildShareUrl('email', { ...content, hashtag: '#Fleet' });
    expect(mail.startsWith('mailto:?subject=Pathway&body=')).toBe(true);
    expect(decodeURIComponent(mail.split('body=')[1] ?? '')).toBe(`Move trucks\n\n${content.url}\n\n#Fleet`);
  });

  it('uses the title as text when no text is given', () => {
    const url = new URL(buildShareUrl('twitter', { url: 'https://x.example', title: 'Hello' }));
    expect(url.searchParams.get('text')).toBe('Hello');
  });

  it('opens share windows at 600x400', () => {
    expect(SHARE_WINDOW_FEATURES).toContain('width=600,height=400');
  });
});
