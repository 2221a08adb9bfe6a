import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import cookie from '@fastify/cookie';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance } from 'fastify';
import helmet from 'helmet';
import { fastifyTrustProxy } from './config.ts';
import type { Deps } from './context.ts';
import { accountTypeRoutes } from './modules/account-types/account-types.routes.ts';
import { billingRoutes } from './modules/billing/billing.routes.ts';
import { companyAccountRoutes } from './modules/companies/companies.routes.ts';
import { companyRoutes } from './modules/company/company.routes.ts';
import { confirmationRoutes } from './modules/confirmations/confirmations.routes.ts';
import { contentRoutes } from './modules/content/content.routes.ts';
import { textRoutes } from './modules/content/texts.routes.ts';
import { boardRoutes } from './modules/dispatch/board.routes.ts';
import { bookingRulesRoutes } from './modules/dispatch/booking-rules.routes.ts';
import { partyOfKey } from './modules/dispatch/guest-link.service.ts';
import { lifecycleRoutes } from './modules/dispatch/lifecycle.routes.ts';
import { registerPartyMessageWording } from './modules/dispatch/party-messages.ts';
import { paymentRoutes } from './modules/dispatch/payments.routes.ts';
import { registerStripeWebhook } from './modules/dispatch/stripe-webhook.ts';
import { feedbackRoutes } from './modules/feedback/feedback.routes.ts';
import { registerFileRoutes } from './modules/files/files.routes.ts';
import { ftpConnectionRoutes } from './modules/ftp-connection/ftp-connection.routes.ts';
import { guestRoutes } from './modules/guests/guests.routes.ts';
import { registerKioskFileRoutes } from './modules/kiosks/kiosk-files.routes.ts';
import { kioskRoutes } from './modules/kiosks/kiosks.routes.ts';
import { locationsRoutes } from './modules/locations/locations.routes.ts';
import { loginRoutes } from './modules/login/login.routes.ts';
import { secondFactorRoutes } from './modules/login/second-factor.routes.ts';
import { loadPrincipal } from './modules/login/sessions.ts';
import { supportRoutes } from './modules/login/support.routes.ts';
import { menuRoutes } from './modules/menu/menu.routes.ts';
import {
  appSettingsRoutes,
  configMessageRoutes,
  conversationRoutes,
  messageReportRoutes,
} from './modules/messaging/messaging.routes.ts';
import { registerSmsWebhooks } from './modules/messaging/webhooks.ts';
import { noticeRoutes } from './modules/notices/notices.routes.ts';
import { packagesRoutes } from './modules/packages/packages.routes.ts';
import { pageSettingsRoutes } from './modules/page-settings/page-settings.routes.ts';
import { parkingRoutes } from './modules/parking/parking.routes.ts';
import { parkingReportRoutes } from './modules/parking/parking-reports.routes.ts';
import { parkingResourceRoutes } from './modules/parking/parking-resources.routes.ts';
import { permitOfKey } from './modules/parking/will-call.service.ts';
import { registerWillCallKeyword } from './modules/parking/will-call-sms.ts';
import { platformSettingsRoutes } from './modules/platform-settings/platform-settings.routes.ts';
import { pricingRoutes } from './modules/pricing/pricing.routes.ts';
import { pushRoutes } from './modules/push/push.routes.ts';
import { searchRoutes } from './modules/search/search.routes.ts';
import { systemRoutes } from './modules/system/system.routes.ts';
import { trackingRoutes } from './modules/tracking/tracking.routes.ts';
import { usageRoutes } from './modules/usage/usage.routes.ts';
import { messageApiRoutes, userManagementRoutes } from './modules/users/users.routes.ts';
import { driverVehicleRoutes } from './modules/vehicles/vehicles.routes.ts';
import { entryOfKey, registerWaitListReplies } from './modules/wait-list/wait-list.guest.ts';
import { waitListRoutes, waitTypeRoutes } from './modules/wait-list/wait-list.routes.ts';
import { type GuestLinkResolvers, mountContract } from './plugins/contract.ts';
import { type Drain, registerDrain } from './plugins/drain.ts';
import {
  answerClientError,
  answerFrameworkError,
  registerErrorHandler,
  sendProblem,
} from './plugins/errors.ts';
import { registerJsonBody } from './plugins/json-body.ts';
import { loggerOptions } from './plugins/logging.ts';
import { registerOpenApi } from './plugins/openapi.ts';
import { registerEventStream } from './plugins/realtime.ts';

import { registerSession } from './plugins/session.ts';

/** What each kind of guest key opens, looked up by the module that owns the thing (ADR 55). */
const guestLinks: GuestLinkResolvers = {
  party: partyOfKey,
  parkingPermit: permitOfKey,
  waitListEntry: entryOfKey,
};

declare module 'fastify' {
  interface FastifyInstance {
    /** Graceful shutdown: serve.ts begins it on SIGTERM. */
    drain: Drain;
  }
}

/** The kiosk screens' paths (screens.txt): served the kiosk's page, whatever follows (the path is cosmetic). */
const KIOSK_PAGE = /^\/Kiosk(Index|Dispatch|Res|Guest)(\/|\?|$)/;

export interface BuildOptions {
  /** Pino options, or false for no logs (tests). */
  logger?: boolean | Record<string, unknown>;
  /** Serve the built web app from the site root when it exists. */
  serveWeb?: boolean;
  /** Where the default logger writes (tests capture the logs); standard output when absent. */
  logStream?: { write(line: string): void };
  /** How long a request may take to arrive whole, and how often Node looks; tests shorten both. */
  requestTimeout?: { ms: number; checkEveryMs: number };
}

/**
 * A request must arrive whole (headers and body) within two minutes, time enough for the largest upload on a slow
 * phone line; Fastify's default is no limit, so a client trickling a body a byte at a time held its connection for
 * good. Node looks every 30 s (its own default) and answers 408 through `answerClientError`.
 */
const REQUEST_TIMEOUT = { ms: 120_000, checkEveryMs: 30_000 };

/**
 * Builds the server (tests build it too): plugins, then every contract entry, then the error handler and the
 * web app. Listening, workers and shutdown belong to serve.ts (and main.ts, which may start several of it).
 */
export async function buildApp(deps: Deps, options: BuildOptions = {}): Promise<FastifyInstance> {
  const requestTimeout = options.requestTimeout ?? REQUEST_TIMEOUT;
  const app = Fastify({
    logger:
      options.logger === undefined || options.logger === true
        ? loggerOptions({ level: deps.config.logLevel, stream: options.logStream })
        : options.logger,
    // What Fastify refuses before routing is answered like every other refusal.
    frameworkErrors: answerFrameworkError,
    clientErrorHandler: answerClientError,
    genReqId: () => randomUUID(),
    requestIdHeader: false,
    trustProxy: fastifyTrustProxy(deps.config.trustProxy),
    return503OnClosing: true,
    requestTimeout: requestTimeout.ms,
    http: {
      requestTimeout: requestTimeout.ms,
      // Node's own 60 s for the headers, never past the whole request's limit (it refuses a longer one).
      headersTimeout: Math.min(60_000, requestTimeout.ms),
      connectionsCheckingInterval: requestTimeout.checkEveryMs,
    },
    bodyLimit: 1_048_576,
  });
  // First, so that a request arriving during shutdown is refused before any other hook reads the database.
  app.decorate('drain', registerDrain(app));
  registerJsonBody(app);
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
    // API answers hold a signed-in user's data: no browser or proxy keeps them. Files that say how long they
    // may be kept (the API reference's scripts) keep their own header.
    if (request.url.startsWith('/api/') && !reply.hasHeader('cache-control')) {
      reply.header('cache-control', 'no-store');
    }
  });

  await app.register(cookie);
  // Built once: @fastify/helmet built helmet's middleware, parsing every directive, on each request (ADR 178).
  const securityHeaders = helmet({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        // Stripe's own card element (the guest's card payment, ADR 0084): its script, frames and API only.
        scriptSrc: ["'self'", 'https://js.stripe.com'],
        frameSrc: ['https://js.stripe.com', 'https://hooks.stripe.com'],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', 'https://*.stripe.com'],
        connectSrc: ["'self'", 'https://api.stripe.com'],
        fontSrc: ["'self'", 'data:'],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        upgradeInsecureRequests: deps.config.secureCookies ? [] : null,
      },
    },
    hsts: deps.config.secureCookies ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginEmbedderPolicy: false,
    // The same as the policy's `frame-ancestors 'none'`, for browsers that only read this header.
    frameguard: { action: 'deny' },
  });
  app.addHook('onRequest', (request, reply, done) => {
    // Helmet sets its headers and calls back at once; it throws rather than calling back with an error.
    securityHeaders(request.raw, reply.raw, () => undefined);
    done();
  });

  registerErrorHandler(app);
  const readPrincipal = registerSession(app, deps, loadPrincipal);
  registerEventStream(app, deps.events, readPrincipal);
  registerFileRoutes(app, deps);
  registerKioskFileRoutes(app, deps);
  await registerOpenApi(app);
  // What messaging does in other modules' names, registered by them (ADR 57): it imports none of them.
  registerWillCallKeyword();
  registerWaitListReplies();
  registerPartyMessageWording();
  mountContract(
    app,
    deps,
    [
      ...systemRoutes(deps),
      ...loginRoutes(deps),
      ...secondFactorRoutes(deps),
      ...supportRoutes(deps),
      ...menuRoutes(deps),
      ...locationsRoutes(deps),
      ...pricingRoutes(deps),
      ...userManagementRoutes(deps),
      ...messageApiRoutes(deps),
      ...driverVehicleRoutes(deps),
      ...accountTypeRoutes(deps),
      ...boardRoutes(deps),
      ...bookingRulesRoutes(deps),
      ...pageSettingsRoutes(deps),
      ...lifecycleRoutes(deps),
      ...paymentRoutes(deps),
      ...feedbackRoutes(deps),
      ...configMessageRoutes(deps),
      ...appSettingsRoutes(deps),
      ...ftpConnectionRoutes(deps),
      ...conversationRoutes(deps),
      ...messageReportRoutes(deps),
      ...parkingResourceRoutes(deps),
      ...parkingRoutes(deps),
      ...parkingReportRoutes(deps),
      ...waitTypeRoutes(deps),
      ...waitListRoutes(deps),
      ...companyRoutes(deps),
      ...trackingRoutes(deps),
      ...packagesRoutes(deps),
      ...kioskRoutes(deps),
      ...contentRoutes(deps),
      ...confirmationRoutes(deps),
      ...textRoutes(deps),
      ...companyAccountRoutes(deps),
      ...platformSettingsRoutes(deps),
      ...searchRoutes(deps),
      ...guestRoutes(deps),
      ...usageRoutes(deps),
      ...billingRoutes(deps),
      ...noticeRoutes(deps),
      ...pushRoutes(deps),
    ],
    guestLinks,
  );
  await registerSmsWebhooks(app, deps);
  await registerStripeWebhook(app, deps);

  const webIndex = join(deps.config.webDist, 'index.html');
  const kioskIndex = join(deps.config.webDist, 'kiosk.html');
  const serveWeb = options.serveWeb !== false && existsSync(webIndex);
  if (serveWeb) {
    await app.register(fastifyStatic, {
      root: deps.config.webDist,
      // Files are looked up per request (not listed at start-up), so a rebuilt web app is served at once.
      wildcard: true,
      index: 'index.html',
      // The build writes .br and .gz copies beside each file; the one the browser accepts is sent as is.
      preCompressed: true,
      setHeaders: (res, path) => {
        // Hashed chunk names change with their content, so they can be kept for a year.
        res.header(
          'cache-control',
          path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
      },
    });
  }
  app.setNotFoundHandler(async (request, reply) => {
    // A missing build file (an old tab asking for a chunk a newer build replaced) is 404: answered with the
    // app's page, a script import would fail on its type instead, and a cache would keep HTML as the file.
    const isPage =
      request.method === 'GET' && !request.url.startsWith('/api/') && !request.url.startsWith('/assets/');
    if (serveWeb && isPage) {
      // A lobby kiosk's screens are the kiosk's own small app (ADR 79); every other screen path is the console,
      // whose router shows the screen or /auth/404.
      const page = KIOSK_PAGE.test(request.url) && existsSync(kioskIndex) ? 'kiosk.html' : 'index.html';
      return reply.header('cache-control', 'no-cache').sendFile(page);
    }
    const path = request.url.split('?')[0] ?? '';
    const allowed = (['GET', 'POST'] as const).filter((method) => app.hasRoute({ method, url: path }));
    if (allowed.length > 0) {
      return sendProblem(
        reply.header('allow', allowed.join(', ')),
        405,
        'METHOD_NOT_ALLOWED',
        `${path} takes ${allowed.join(' or ')}, not ${request.method}.`,
      );
    }
    return sendProblem(reply, 404, 'NOT_FOUND', `No such call: ${request.method} ${path}`);
  });
  return app;
}
