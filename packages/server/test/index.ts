/**
 * What tests outside the server (the web client's browser tests) start beside it: a throw-away
 * PostgreSQL cluster, a push service with a browser's side of a subscription, a clock to move.
 */
export { startPgCluster, type PgCluster } from './pg-cluster';
export { TEST_PUSH_HOST, TestBrowser, TestPushService, type ReceivedPush } from './push-service';
export { ManualClock } from './manual-clock';
export { LOOPBACK_PEOPLE, LOOPBACK_PEOPLE_ENV } from './loopback-people';
export { LiveTestClient } from './live-client';
export { playDecisions, playSeat, seededPicker } from './play';
