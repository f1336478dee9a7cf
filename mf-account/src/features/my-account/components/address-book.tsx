// My Account > Addresses (decisions §7): the shopper's saved addresses, with Add address, Edit,
// Delete and Make default. Checkout offers the same addresses to choose from. Delete asks first
// (`Yes, delete` / `Keep address`, as an order's Cancel asks): a slipped tap loses nothing.
import { useEffect, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { useAtomValue } from 'jotai';
import { countriesAtom, showAlert, useServedFirstRun, useServerData, type AddressRequest, type SavedAddress } from '@storefront/shared';
import { useFocusKeptThroughDisabled } from '@storefront/shared/ui/keep-focus';
import { ScriptButton } from '@storefront/shared/ui/script-button';
import { isIndia, pleaseFill } from '@storefront/shared/rules';
import { deleteAddress } from '../api/delete-address';
import { getAddresses } from '../api/get-addresses';
import { makeDefaultAddress } from '../api/make-default-address';
import { saveAddress } from '../api/save-address';

type Fields = Omit<AddressRequest, 'isDefault'> & { streetAddressLine2: string };
type Key = keyof Fields;

const FIELDS: { key: Key; label: string; required: boolean; autoComplete: string; wide?: boolean; type?: string }[] = [
  { key: 'fullName', label: 'Full Name', required: true, autoComplete: 'name', wide: true },
  { key: 'phoneNumber', label: 'Phone Number', required: true, autoComplete: 'tel', type: 'tel' },
  { key: 'country', label: 'Country', required: true, autoComplete: 'country-name' },
  { key: 'streetAddressLine1', label: 'Street address', required: true, autoComplete: 'address-line1', wide: true },
  { key: 'streetAddressLine2', label: 'Street address line 2', required: false, autoComplete: 'address-line2', wide: true },
  { key: 'city', label: 'City', required: true, autoComplete: 'address-level2' },
  { key: 'state', label: 'State', required: true, autoComplete: 'address-level1' },
  { key: 'zipCode', label: 'ZIP Code', required: true, autoComplete: 'postal-code' },
];

const EMPTY: Fields = { fullName: '', phoneNumber: '', country: 'India', streetAddressLine1: '', streetAddressLine2: '', city: '', state: '', zipCode: '' };

function lineOf(a: SavedAddress): string {
  return [a.streetAddressLine1, a.streetAddressLine2, a.city, `${a.state} ${a.zipCode}`, a.country].filter((p) => p.trim()).join(', ');
}

function AddressForm({ initial, onSaved, onCancel, id }: { initial: Fields; id?: string; onSaved: () => void; onCancel: () => void }) {
  const [fields, setFields] = useState<Fields>(initial);
  const countries = useAtomValue(countriesAtom);
  const [saving, setSaving] = useState(false);
  const formId = id ? `mf-account-address-${id}` : 'mf-account-address-new';
  const saveRef = useRef<HTMLButtonElement>(null);
  useFocusKeptThroughDisabled(saveRef, saving);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const missing = FIELDS.find((f) => f.required && !fields[f.key].trim());
    if (missing) {
      showAlert(pleaseFill(missing.label), true);
      document.getElementById(`${formId}-${missing.key}`)?.focus();
      return;
    }
    setSaving(true);
    const res = await saveAddress(fields, id);
    setSaving(false);
    if (!res.ok) return showAlert(res.msg, true);
    showAlert(id ? 'Address updated' : 'Address saved');
    onSaved();
  };

  return (
    <form noValidate onSubmit={submit} aria-label={id ? 'Edit address' : 'Add address'} className="border rounded p-3 mb-3">
      <div className="row g-2">
        {FIELDS.map((f) => {
          const common = {
            id: `${formId}-${f.key}`,
            name: f.key,
            autoComplete: f.autoComplete,
            value: fields[f.key],
            'aria-required': f.required || undefined,
            onChange: (e: ChangeEvent<HTMLInputElement | HTMLSelectElement>) => setFields((x) => ({ ...x, [f.key]: e.target.value })),
          };
          return (
            <div key={f.key} className={f.wide ? 'col-12' : 'col-sm-6'}>
              <label htmlFor={common.id} className="form-label small mb-1">{f.label}</label>
              {f.key === 'country' && countries.length > 0 ? (
                // The checkout's list: the API keeps only a listed country (an Indian address then obeys the pincode rule).
                <select {...common} className="form-select">
                  {!countries.some((c) => c.country === fields.country) && <option value={fields.country}>{fields.country || 'Select a country'}</option>}
                  {countries.map((c) => <option key={c.iso2} value={c.country}>{c.country}</option>)}
                </select>
              ) : (
                // (a pincode is six digits: a phone's number pad; a postcode abroad may hold letters)
                <input {...common} type={f.type ?? 'text'} className="form-control"
                  inputMode={f.key === 'zipCode' ? (isIndia(fields.country) ? 'numeric' : 'text') : undefined} />
              )}
            </div>
          );
        })}
      </div>
      <div className="mt-3 d-flex gap-2">
        <button ref={saveRef} type="submit" className="btn btn-success" disabled={saving}>Save address</button>
        <button type="button" className="btn btn-outline-secondary" onClick={onCancel}>Cancel</button>
      </div>
    </form>
  );
}

export function AddressBook() {
  // Rendered on the server when the page opens on this tab (`?tab=addresses`): the book it read.
  const served = useServerData(() => getAddresses(), []);
  const [addresses, setAddresses] = useState<SavedAddress[] | null>(() => (served?.value.ok ? served.value.data : null));
  const [error, setError] = useState<string | null>(() => (served && !served.value.ok ? served.value.msg : null));
  const servedRun = useServedFirstRun(served);
  const [editing, setEditing] = useState<string | 'new' | null>(null);
  const [attempt, setAttempt] = useState(0);
  /** The address whose Delete was tapped and waits for `Yes, delete`. */
  const [confirming, setConfirming] = useState<string | null>(null);
  const [deleting, setDeleting] = useState(false);
  // Each step replaces the control the shopper used (Delete by its question, Edit by its form), so
  // focus is put where the step leads instead of falling to the page's body: the question's safe
  // answer, the form's first field, and back to the button that opened them.
  const focusNext = useRef<string | null>(null);
  useEffect(() => {
    const id = focusNext.current;
    focusNext.current = null;
    if (id) document.getElementById(id)?.focus();
  }, [confirming, editing]);
  const buttonId = (a: SavedAddress, what: 'edit' | 'delete' | 'keep') => `mf-account-address-${a.id}-${what}`;
  const ADD_ID = 'mf-account-address-add';
  const ask = (a: SavedAddress) => {
    focusNext.current = buttonId(a, 'keep');
    setConfirming(a.id);
  };
  const keep = (a: SavedAddress) => {
    focusNext.current = buttonId(a, 'delete');
    setConfirming(null);
  };
  const edit = (target: SavedAddress | 'new') => {
    focusNext.current = target === 'new' ? 'mf-account-address-new-fullName' : `mf-account-address-${target.id}-fullName`;
    setEditing(target === 'new' ? 'new' : target.id);
  };
  const stopEditing = (a: SavedAddress | 'new') => {
    focusNext.current = a === 'new' ? ADD_ID : buttonId(a, 'edit');
    setEditing(null);
  };

  useEffect(() => {
    if (servedRun()) return;
    const ctrl = new AbortController();
    getAddresses(ctrl.signal).then(
      (res) => {
        if (res.ok) {
          setAddresses(res.data);
          setError(null);
        } else setError(res.msg);
      },
      () => undefined,
    );
    return () => ctrl.abort();
  }, [attempt, servedRun]);

  const reload = () => {
    setEditing(null);
    setAttempt((a) => a + 1);
  };

  const remove = async (a: SavedAddress) => {
    setDeleting(true);
    const res = await deleteAddress(a.id);
    setDeleting(false);
    if (!res.ok) return showAlert(res.msg, true);
    setConfirming(null);
    setAddresses(res.data);
    showAlert('Address deleted');
  };

  const makeDefault = async (a: SavedAddress) => {
    const res = await makeDefaultAddress(a.id);
    if (!res.ok) return showAlert(res.msg, true);
    setAddresses(res.data);
  };

  if (error) {
    return (
      <div className="alert alert-danger d-flex align-items-center justify-content-between gap-2" role="alert">
        <span>{error}</span>
        <ScriptButton className="btn btn-sm btn-outline-danger" onClick={() => setAttempt((x) => x + 1)}>Try again</ScriptButton>
      </div>
    );
  }
  if (!addresses) return <span className="spinner-border spinner-border-sm text-success" role="status" aria-label="Loading addresses" />;

  return (
    <section aria-label="Saved addresses">
      {addresses.length === 0 && editing !== 'new' && <p className="text-muted">No saved addresses yet.</p>}
      <ul className="list-unstyled">
        {addresses.map((a) => (
          <li key={a.id} className="border rounded p-3 mb-3" data-testid="saved-address">
            {editing === a.id ? (
              <AddressForm id={a.id} initial={{ ...a }} onSaved={reload} onCancel={() => stopEditing(a)} />
            ) : (
              <>
                <p className="mb-2">
                  <strong>{a.fullName}</strong>
                  {a.isDefault && <span className="badge text-bg-success ms-2">Default</span>}
                  <span className="d-block">{lineOf(a)}</span>
                  <span className="d-block small text-muted">{a.phoneNumber}</span>
                </p>
                {confirming === a.id ? (
                  // (Escape answers as Keep address does)
                  <div role="alertdialog" aria-labelledby={`mf-account-delete-${a.id}`}
                    onKeyDown={(e) => {
                      if (e.key === 'Escape' && !deleting) {
                        e.preventDefault();
                        keep(a);
                      }
                    }}>
                    <p id={`mf-account-delete-${a.id}`} className="mb-2">Delete this address?</p>
                    <div className="d-flex gap-2 flex-wrap">
                      <button type="button" className="btn btn-sm btn-danger" disabled={deleting} onClick={() => void remove(a)}>Yes, delete</button>
                      <button type="button" id={buttonId(a, 'keep')} className="btn btn-sm btn-outline-secondary" disabled={deleting} onClick={() => keep(a)}>Keep address</button>
                    </div>
                  </div>
                ) : (
                  <div className="d-flex gap-2 flex-wrap">
                    <ScriptButton id={buttonId(a, 'edit')} className="btn btn-sm btn-outline-secondary" onClick={() => edit(a)}>Edit</ScriptButton>
                    <ScriptButton id={buttonId(a, 'delete')} className="btn btn-sm btn-outline-danger" onClick={() => ask(a)}>Delete</ScriptButton>
                    {!a.isDefault && (
                      <ScriptButton className="btn btn-sm btn-outline-success" onClick={() => void makeDefault(a)}>Make default</ScriptButton>
                    )}
                  </div>
                )}
              </>
            )}
          </li>
        ))}
      </ul>
      {editing === 'new' ? (
        <AddressForm initial={EMPTY} onSaved={reload} onCancel={() => stopEditing('new')} />
      ) : (
        <ScriptButton id={ADD_ID} className="btn btn-success" onClick={() => edit('new')}>Add address</ScriptButton>
      )}
    </section>
  );
}
