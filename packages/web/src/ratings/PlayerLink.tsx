import { onLinkClick } from '../app/router';

export const playerPath = (name: string) => `/players/${encodeURIComponent(name)}`;

/** A player's name, leading to their page. */
export function PlayerLink({ name }: { name: string }) {
  return (
    <a href={playerPath(name)} onClick={onLinkClick(playerPath(name))} className="player-name">
      {name}
    </a>
  );
}
