import fp from 'fastify-plugin';
import { isKnownTimezone } from '@trapline/contracts/account';
import { CLIENT_HEADERS } from '@trapline/contracts/common';
import { pickLanguage } from '../../lib/messages.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** Language of messages in the answer (from Accept-Language; Polish by default). */
    lang: 'pl' | 'en' | 'de' | 'it' | 'ru';
    /** The caller's IANA time zone (X-Timezone), used for "today" and report dates. */
    timezone: string;
    /** Enterprise identifier the caller works in (X-Enterprise-Id), if any. */
    enterpriseId: string | null;
  }
}

/** Reads the headers every panel call carries (specification 1, section 7). */
export default fp(
  async (app) => {
    app.decorateRequest('lang', 'pl');
    app.decorateRequest('timezone', 'Europe/Warsaw');
    app.decorateRequest('enterpriseId', null);
    app.addHook('onRequest', async (request) => {
      request.lang = pickLanguage(request.headers['accept-language']);
      const timezone = headerValue(request.headers[CLIENT_HEADERS.timezone]);
      // An unknown zone name is ignored rather than failing later date arithmetic.
      if (timezone && timezone.length <= 64 && isKnownTimezone(timezone)) request.timezone = timezone;
      const enterprise = headerValue(request.headers[CLIENT_HEADERS.enterprise])?.trim().toLowerCase();
      request.enterpriseId = enterprise ? enterprise.slice(0, 64) : null;
    });
  },
  { name: 'request-context' },
);

function headerValue(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}
