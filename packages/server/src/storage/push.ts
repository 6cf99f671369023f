import type { PlayerSql } from './players';
import type { PushStore, StoredPushSubscription } from './types';

/** Rows as both databases return them (PostgreSQL answers BIGINT as text). */
interface SubscriptionRow {
  endpoint: string;
  player_id: string;
  p256dh: string;
  auth: string;
  created_at: number | string;
}

const subscriptionFromRow = (r: SubscriptionRow): StoredPushSubscription => ({ endpoint: r.endpoint, playerId: r.player_id, p256dh: r.p256dh, auth: r.auth, createdAt: Number(r.created_at) });

/** The one row of `push_keys`. */
const VAPID_ROW = 1;

/** The push store over either database. */
export function pushStore(db: PlayerSql): PushStore {
  return {
    async subscribe(s, keep) {
      await db.atomically([
        [
          'INSERT INTO push_subscriptions (endpoint, player_id, p256dh, auth, created_at) VALUES (?, ?, ?, ?, ?) ON CONFLICT (endpoint) DO UPDATE SET player_id = excluded.player_id, p256dh = excluded.p256dh, auth = excluded.auth, created_at = excluded.created_at',
          [s.endpoint, s.playerId, s.p256dh, s.auth, s.createdAt],
        ],
        [
          'DELETE FROM push_subscriptions WHERE player_id = ? AND endpoint NOT IN (SELECT endpoint FROM push_subscriptions WHERE player_id = ? ORDER BY created_at DESC, endpoint LIMIT ?)',
          [s.playerId, s.playerId, keep],
        ],
      ]);
    },
    async unsubscribe(playerId, endpoint) {
      return (await db.run('DELETE FROM push_subscriptions WHERE player_id = ? AND endpoint = ?', [playerId, endpoint])) === 1;
    },
    async subscriptionsOf(playerId) {
      return (await db.rows<SubscriptionRow>('SELECT * FROM push_subscriptions WHERE player_id = ? ORDER BY created_at, endpoint', [playerId])).map(subscriptionFromRow);
    },
    async forget(endpoint) {
      await db.run('DELETE FROM push_subscriptions WHERE endpoint = ?', [endpoint]);
    },
    async vapidKeys(make, now) {
      const stored = async () => (await db.rows<{ public_key: string; private_key: string }>('SELECT public_key, private_key FROM push_keys WHERE id = ?', [VAPID_ROW]))[0];
      let row = await stored();
      if (!row) {
        const fresh = make();
        await db.run('INSERT INTO push_keys (id, public_key, private_key, created_at) VALUES (?, ?, ?, ?) ON CONFLICT (id) DO NOTHING', [VAPID_ROW, fresh.publicKey, fresh.privateKey, now]);
        row = await stored();
      }
      if (!row) throw new Error('the VAPID keys could not be stored');
      return { publicKey: row.public_key, privateKey: row.private_key };
    },
  };
}
