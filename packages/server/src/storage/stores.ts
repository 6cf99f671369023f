import { type MatchStore, matchStore } from './matches';
import { playerStore } from './players';
import { pushStore } from './push';
import { ratingStore } from './ratings';
import type { Seal } from './seal';
import type { Sql } from './sql';
import { tableStore } from './tables';
import type { Storage } from './types';

/** Every store over one database's Sql: the same SQL whichever database it is. */
export function sqlStores(sql: Sql, seal: Seal): MatchStore & Pick<Storage, 'players' | 'ratings' | 'tables' | 'push'> {
  return { ...matchStore(sql, seal), players: playerStore(sql), ratings: ratingStore(sql), tables: tableStore(sql), push: pushStore(sql) };
}
