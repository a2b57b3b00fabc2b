/** The session-expiry object of spec §3 (PHP DateTime as JSON): Paris wall time, timezone_type 3. */
export interface SessionExpiryShape {
  date: string;
  timezone: 'Europe/Paris';
  timezoneType: 3;
}

const PARIS = new Intl.DateTimeFormat('sv-SE', {
  timeZone: 'Europe/Paris',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

/** `YYYY-MM-DD HH:mm:ss.SSS` in Europe/Paris (the sv-SE locale writes ISO-like dates). */
export function expiryObject(epochMs: number): SessionExpiryShape {
  const date = new Date(epochMs);
  const millis = String(date.getUTCMilliseconds()).padStart(3, '0');
  return { date: `${PARIS.format(date)}.${millis}`, timezone: 'Europe/Paris', timezoneType: 3 };
}
