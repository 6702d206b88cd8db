import { useEffect, useState } from 'react';

const timeFormat = new Intl.DateTimeFormat(undefined, { hour: 'numeric', minute: '2-digit' });

/** Hours and minutes (hh:mm in the visitor's locale), refreshed on every minute boundary. */
export function Clock() {
  const [now, setNow] = useState(() => new Date());

  useEffect(() => {
    let interval: ReturnType<typeof setInterval> | undefined;
    const untilNextMinute = 60_000 - (Date.now() % 60_000);
    const timeout = setTimeout(() => {
      setNow(new Date());
      interval = setInterval(() => setNow(new Date()), 60_000);
    }, untilNextMinute);
    return () => {
      clearTimeout(timeout);
      clearInterval(interval);
    };
  }, []);

  return (
    <time
      dateTime={now.toISOString()}
      className="shrink-0 whitespace-nowrap text-sm font-medium tabular-nums text-white/90"
    >
      {timeFormat.format(now)}
    </time>
  );
}
