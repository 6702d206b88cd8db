import { describe, expect, it } from 'vitest';
import { detectLocale, extractDate, extractEntities, resolveJob } from './assistant';

// Monday 23 November 2026.
const today = new Date('2026-11-23T00:00:00Z');

describe('assistant entities', () => {
  it('reads vehicle types, miles and job numbers', () => {
    expect(extractEntities('how much to move a bobtail 1,190 miles', today)).toMatchObject({
      vehicleType: 'bobtail',
      miles: 1190,
      jobNumber: null,
    });
    expect(extractEntities('box truck 500 mi').vehicleType).toBe('box-truck');
    expect(extractEntities('a bobtail with a trailer').vehicleType).toBe('bobtail-trailer');
    expect(extractEntities('my reefer trailer').vehicleType).toBe('trailer');
    expect(extractEntities('where is pw-12?').jobNumber).toBe('PW-12');
    expect(extractEntities('status of job #0045').jobNumber).toBe('PW-45');
    expect(extractEntities('where is my truck').jobNumber).toBeNull();
  });

  it('reads from–to places up to the words that follow them, and single places', () => {
    expect(extractEntities('from Dallas, TX to Houston, TX on friday please', today)).toMatchObject({
      from: 'Dallas, TX',
      to: 'Houston, TX',
      date: '2026-11-27',
    });
    expect(extractEntities('between 75201 and 77002')).toMatchObject({ from: '75201', to: '77002' });
    expect(extractEntities('any drivers near Phoenix, AZ?').near).toBe('Phoenix, AZ');
    expect(extractEntities('drivers close to 60601').zips).toEqual(['60601']);
  });

  it('reads dates relative to today', () => {
    expect(extractDate('tomorrow', today)).toBe('2026-11-24');
    expect(extractDate('today please', today)).toBe('2026-11-23');
    // "Monday" on a Monday is next week's.
    expect(extractDate('next monday', today)).toBe('2026-11-30');
    expect(extractDate('on dec 5th', today)).toBe('2026-12-05');
    // A month-day already past this year is next year's.
    expect(extractDate('march 2', today)).toBe('2027-03-02');
    expect(extractDate('2026-12-24', today)).toBe('2026-12-24');
    expect(extractDate('feb 30', today)).toBeNull();
    expect(extractDate('whenever', today)).toBeNull();
  });
});

describe('the job a sentence means', () => {
  const jobs = [
    {
      jobNumber: 'PW-1',
      vehicleType: 'bobtail',
      pickupLocation: 'Dallas, TX 75201',
      destinationLocation: 'Houston, TX 77002',
    },
    {
      jobNumber: 'PW-2',
      vehicleType: 'bobtail',
      pickupLocation: 'Fort Worth, TX 76102',
      destinationLocation: 'Tulsa, OK 74103',
    },
    {
      jobNumber: 'PW-3',
      vehicleType: 'box-truck',
      pickupLocation: 'Dallas, TX 75201',
      destinationLocation: 'Oklahoma City, OK 73102',
    },
  ];
  const resolve = (text: string) => resolveJob(jobs, text, extractEntities(text, today));

  it('reads a destination said alone ("get to Tulsa"), and never a word that is not a place', () => {
    expect(extractEntities('when will my truck get to Tulsa?', today).to).toBe('Tulsa');
    expect(extractEntities('is the one headed for oklahoma city there yet', today).to).toBe(
      'oklahoma city there yet',
    );
    expect(extractEntities('when will it get to the yard', today).to).toBeNull();
    expect(extractEntities('when will my truck get there', today).to).toBeNull();
    expect(extractEntities('how many drivers are available in Texas', today).state).toBe('TX');
    expect(extractEntities('drivers on duty in WV?', today).state).toBe('WV');
    expect(extractEntities('drivers in west virginia', today).state).toBe('WV');
    expect(extractEntities('how are you', today).state).toBeNull();
  });

  it('finds one job by its destination, its pickup, a city named anywhere or its vehicle', () => {
    expect(resolve('when will my truck get to Tulsa?')).toMatchObject({
      kind: 'one',
      job: { jobNumber: 'PW-2' },
    });
    expect(resolve('where is the truck going to houston')).toMatchObject({
      kind: 'one',
      job: { jobNumber: 'PW-1' },
    });
    expect(resolve('the fort worth truck, where is it')).toMatchObject({
      kind: 'one',
      job: { jobNumber: 'PW-2' },
    });
    expect(resolve('where is my box truck')).toMatchObject({ kind: 'one', job: { jobNumber: 'PW-3' } });
    // "to Dallas" is no job's destination: the pickup city does not stand in for it.
    expect(resolve('when does my truck get to Dallas')).toEqual({ kind: 'none', named: 'Dallas' });
  });

  it('names every match when two fit, and says when nothing is named', () => {
    const both = resolve('where is my truck from Dallas');
    expect(both.kind).toBe('many');
    expect(both.kind === 'many' && both.jobs.map((j) => j.jobNumber)).toEqual(['PW-1', 'PW-3']);
    expect(resolve('where is my truck')).toEqual({ kind: 'unnamed' });
    expect(resolve('when will my trailer get to Tulsa')).toEqual({ kind: 'none', named: 'Tulsa, trailer' });
    expect(resolveJob([], 'when will my truck get to Tulsa', extractEntities('get to Tulsa', today))).toEqual(
      {
        kind: 'none',
        named: 'Tulsa',
      },
    );
  });
});

describe('the language of a message', () => {
  it('reads Spanish by its letters and words, accents or not, and English by its words', () => {
    expect(detectLocale('¿Dónde está mi camión?', 'en')).toBe('es');
    expect(detectLocale('donde esta mi troca', 'en')).toBe('es');
    expect(detectLocale('cuanto cuesta mover un bobtail 500 millas', 'en')).toBe('es');
    expect(detectLocale('holaa', 'en')).toBe('es');
    expect(detectLocale('where is my truck', 'es')).toBe('en');
    expect(detectLocale('how much to move a bobtail 1190 miles', 'es')).toBe('en');
  });

  it('leaves a message that does not tell to the fallback (the page or the account)', () => {
    expect(detectLocale('PW-12', 'es')).toBe('es');
    expect(detectLocale('ok', 'en')).toBe('en');
    expect(detectLocale('Dallas, TX', 'es')).toBe('es');
  });
});

describe('entities in Spanish', () => {
  const es = (text: string) => extractEntities(text, today, 'es');

  it('reads vehicles, miles and job numbers as drivers write them', () => {
    expect(es('cuánto por un camión de caja 500 millas')).toMatchObject({
      vehicleType: 'box-truck',
      miles: 500,
    });
    expect(es('mover un tractocamion')).toMatchObject({ vehicleType: 'bobtail' });
    expect(es('un bobtail con tráiler')).toMatchObject({ vehicleType: 'bobtail-trailer' });
    expect(es('mi caja seca')).toMatchObject({ vehicleType: 'trailer' });
    expect(es('estado del trabajo 45').jobNumber).toBe('PW-45');
  });

  it('reads the route, a destination alone and the date', () => {
    expect(es('precio de mover un bobtail de Dallas, TX a Houston, TX el viernes')).toMatchObject({
      from: 'Dallas, TX',
      to: 'Houston, TX',
      date: '2026-11-27',
    });
    expect(es('cuándo llega mi camión a Tulsa?').to).toBe('Tulsa');
    expect(es('cómo va a estar el clima').to).toBeNull();
    expect(es('pueden recogerlo mañana').date).toBe('2026-11-24');
    // "en la mañana" is the morning, not tomorrow.
    expect(es('el jueves en la mañana').date).toBe('2026-11-26');
    expect(es('el 14 de diciembre').date).toBe('2026-12-14');
    expect(es('choferes disponibles en TX').state).toBe('TX');
  });
});
