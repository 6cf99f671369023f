import { useEffect, useState } from 'react';
import type { PlayerDevice } from '@decktet/protocol';
import { useTranslation } from '../i18n';
import { calendarDate } from '../online/words';
import { devices as listDevices, forgetDevice } from './api';
import { Refusal, useRequest } from './request';
import { usePlayer } from './session';

/**
 * The devices the player signs in from, and forgetting one: a lost phone's key stops working and
 * its sessions end. Forgetting this device signs it out here too.
 */
export function Devices() {
  const { t } = useTranslation();
  const [listed, setListed] = useState<PlayerDevice[] | null>(null);
  const { error, run } = useRequest();
  useEffect(() => {
    void run(listDevices, (reply) => setListed(reply.devices));
  }, [run]);
  const [gone, setGone] = useState<string | null>(null);

  return (
    <section className="player-section" aria-labelledby="account-devices">
      <h2 id="account-devices">{t('players.devices.title')}</h2>
      <p>{t('players.devices.what')}</p>
      <Refusal error={error} />
      {listed === null && error === null && <p>{t('players.devices.loading')}</p>}
      {listed !== null && (
        <ul className="device-list">
          {listed.map((d) => (
            <DeviceRow
              key={d.id}
              device={d}
              onForgotten={() => {
                setGone(t('players.devices.forgotten', { device: deviceName(d, t('players.devices.unnamed')) }));
                setListed((now) => now?.filter((other) => other.id !== d.id) ?? null);
              }}
            />
          ))}
        </ul>
      )}
      <p role="status">{gone ?? ''}</p>
    </section>
  );
}

/** What the list calls a device: its label, or the words for a device that gave none. */
const deviceName = (d: PlayerDevice, unnamed: string) => d.label ?? unnamed;

function DeviceRow({ device, onForgotten }: { device: PlayerDevice; onForgotten(): void }) {
  const { t } = useTranslation();
  const { forgotten } = usePlayer();
  const { busy, error, run } = useRequest();
  const [asking, setAsking] = useState(false);
  const name = deviceName(device, t('players.devices.unnamed'));
  const forget = () =>
    void run(
      () => forgetDevice(device.id),
      (reply) => {
        onForgotten();
        if (reply.signedOut) forgotten();
      },
    );
  return (
    <li className="device">
      <p className="device-name">
        <strong>{name}</strong>
        {device.current && <span className="device-current"> {t('players.devices.current')}</span>}
      </p>
      <p className="device-dates">
        {t('players.devices.added', { date: calendarDate(device.createdAt) })}
        {device.lastUsedAt !== null && <> · {t('players.devices.lastUsed', { date: calendarDate(device.lastUsedAt) })}</>}
      </p>
      <Refusal error={error} />
      {asking ? (
        <div className="button-row" role="group" aria-label={t('players.devices.confirm', { device: name })}>
          <span>{device.current ? t('players.devices.confirmThis') : t('players.devices.confirm', { device: name })}</span>
          <button type="button" disabled={busy} onClick={forget}>
            {t('players.devices.yes')}
          </button>
          <button type="button" disabled={busy} onClick={() => setAsking(false)}>
            {t('players.devices.no')}
          </button>
        </div>
      ) : (
        <div className="button-row">
          <button type="button" onClick={() => setAsking(true)} aria-label={t('players.devices.forgetNamed', { device: name })}>
            {t('players.devices.forget')}
          </button>
        </div>
      )}
    </li>
  );
}
