import { formatDeviceTime } from '@core/format';
import { useEffect, useState } from 'react';

/** Hours and minutes ("3:45 PM CST", the device's time zone, named), refreshed on every minute boundary. */
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
      {formatDeviceTime(now)}
    </time>
  );
}
