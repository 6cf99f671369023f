import { PACES, type Pace } from '@decktet/protocol';
import { onLinkClick } from '../app/router';
import { useServices } from '../app/context';
import { useTranslation } from '../i18n';
import { gameName } from '../i18n/games';
import { paceName } from './words';

/** The lobby's choice of a game among those this client offers; with `anyGame`, also "Every game" (the empty value). */
export function GameSelect({ value, onChange, anyGame = false }: { value: string; onChange(game: string): void; anyGame?: boolean }) {
  const { t } = useTranslation();
  const { games } = useServices();
  return (
    <label>
      {t('lobby.filters.game')}{' '}
      <select value={value} onChange={(e) => onChange(e.target.value)}>
        {anyGame && <option value="">{t('lobby.filters.anyGame')}</option>}
        {games.map((ui) => (
          <option key={ui.game.id} value={ui.game.id}>
            {gameName(ui)}
          </option>
        ))}
      </select>
    </label>
  );
}

/** The lobby's choice of a pace; with `anyPace`, also "Any pace" (undefined). */
export function PaceSelect<P extends Pace | undefined>({ value, onChange, anyPace = false }: { value: P; onChange(pace: P): void; anyPace?: boolean }) {
  const { t } = useTranslation();
  return (
    <label>
      {t('lobby.filters.pace')}{' '}
      <select value={value ?? ''} onChange={(e) => onChange(PACES.find((p) => p === e.target.value) as P)}>
        {anyPace && <option value="">{t('lobby.filters.anyPace')}</option>}
        {PACES.map((pace) => (
          <option key={pace} value={pace}>
            {paceName(pace)}
          </option>
        ))}
      </select>
    </label>
  );
}

/** What a guest needs first: a name (`text` says what for), and the link to take one. */
export function TakeANameFirst({ text }: { text: string }) {
  const { t } = useTranslation();
  return (
    <p className="name-invite">
      {text}{' '}
      <a href="/take-a-name" onClick={onLinkClick('/take-a-name')}>
        {t('lobby.guest.link')}
      </a>
    </p>
  );
}
