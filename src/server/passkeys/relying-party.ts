import type { AppConfig } from '../config';

/** Who passkeys are made for: the origin and RP ID come from APP_URL and nothing else. */
export interface RelyingParty {
  rpID: string;
  origin: string;
}

export function relyingParty(config: AppConfig): RelyingParty {
  const url = new URL(config.appUrl);
  return { rpID: url.hostname, origin: url.origin };
}
