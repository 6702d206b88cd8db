import { describe, expect, it } from 'vitest';
import { createSmsTransport, createTwilioSmsTransport } from '.';

describe('SMS port', () => {
  it('is the outbox unless all three Twilio settings are present', () => {
    expect(createSmsTransport({}).kind).toBe('outbox');
    expect(createSmsTransport({ TWILIO_ACCOUNT_SID: 'AC1', TWILIO_AUTH_TOKEN: 't' }).kind).toBe('outbox');
    expect(
      createSmsTransport({
        TWILIO_ACCOUNT_SID: 'AC1',
        TWILIO_AUTH_TOKEN: 't',
        TWILIO_FROM_NUMBER: '+15550100',
      }).kind,
    ).toBe('twilio');
  });

  it("posts to Twilio's Messages API with basic auth and reports the message sid", async () => {
    const calls: { url: string; init: RequestInit }[] = [];
    const fakeFetch = (async (url: string, init: RequestInit) => {
      calls.push({ url, init });
      return new Response(JSON.stringify({ sid: 'SM123' }), { status: 201 });
    }) as unknown as typeof fetch;
    const twilio = createTwilioSmsTransport(
      { accountSid: 'AC1', authToken: 'secret', from: '+15550100' },
      fakeFetch,
    );
    expect(await twilio.deliver({ to: '+15550199', text: 'Your truck is delivered' })).toEqual({
      status: 'sent',
      messageId: 'SM123',
    });
    expect(calls[0]!.url).toBe('https://api.twilio.com/2010-04-01/Accounts/AC1/Messages.json');
    expect((calls[0]!.init.headers as Record<string, string>).authorization).toBe(
      `Basic ${Buffer.from('AC1:secret').toString('base64')}`,
    );
    expect(String(calls[0]!.init.body)).toBe('To=%2B15550199&From=%2B15550100&Body=Your+truck+is+delivered');
  });

  it('turns a refusal into an error the mail queue retries', async () => {
    const refusing = (async () =>
      new Response(JSON.stringify({ message: 'invalid To' }), { status: 400 })) as unknown as typeof fetch;
    const twilio = createTwilioSmsTransport({ accountSid: 'AC1', authToken: 's', from: '+1' }, refusing);
    await expect(twilio.deliver({ to: 'x', text: 'y' })).rejects.toThrow('Twilio answered 400: invalid To');
  });
});
