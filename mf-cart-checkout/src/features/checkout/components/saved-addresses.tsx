// The shopper's saved addresses at checkout (decisions §7): choosing one fills the billing form,
// which stays editable. Only the scripts can fill it: on the page the server rendered the choices
// wait greyed until they run (React would put the server's choice back as it hydrated).
import { HYDRATING_ATTRIBUTE, useHydrated, type SavedAddress } from '@storefront/shared';
import styles from './checkout.module.css';

export function addressLine(a: SavedAddress): string {
  return [a.streetAddressLine1, a.streetAddressLine2, a.city, `${a.state} ${a.zipCode}`, a.country].filter((p) => p.trim()).join(', ');
}

export function SavedAddresses({ addresses, chosen, onChoose }: { addresses: readonly SavedAddress[]; chosen: string | null; onChoose: (a: SavedAddress) => void }) {
  const hydrated = useHydrated();
  if (addresses.length === 0) return null;
  const waiting = hydrated ? undefined : { [HYDRATING_ATTRIBUTE]: '' };
  return (
    <fieldset className="mb-4">
      <legend className={styles.label}>Saved addresses</legend>
      {addresses.map((a) => (
        <div key={a.id} className="form-check mb-2">
          <input className="form-check-input" type="radio" name="savedAddress" id={`mfcc-address-${a.id}`} value={a.id}
            checked={chosen === a.id} disabled={!hydrated} {...waiting} onChange={() => onChoose(a)} />
          <label className="form-check-label" htmlFor={`mfcc-address-${a.id}`}>
            <strong>{a.fullName}</strong>{a.isDefault && <span className="badge text-bg-success ms-2">Default</span>}
            <span className="d-block small">{addressLine(a)}</span>
          </label>
        </div>
      ))}
    </fieldset>
  );
}
