import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { act } from 'react';
import { countriesAtom, store, type SavedAddress } from '@storefront/shared';
import { mockApi } from '../../../test/api-mock';
import { alert, renderPage, setUpSignedInTests } from '../../../test/render';
import { AddressBook } from './address-book';

const address = (id: string, fullName: string, isDefault = false): SavedAddress => ({
  id,
  fullName,
  phoneNumber: '9876543210',
  country: 'India',
  streetAddressLine1: '12 MG Road',
  streetAddressLine2: '',
  city: 'Bengaluru',
  state: 'Karnataka',
  zipCode: '560001',
  isDefault,
});
const HOME = address('a1', 'Meera Rao', true);
const OFFICE = address('a2', 'Meera at work');

setUpSignedInTests();

const card = async (name: string) => {
  const all = await screen.findAllByTestId('saved-address');
  const found = all.find((li) => li.textContent?.includes(name));
  if (!found) throw new Error(`no saved address of ${name}`);
  return within(found);
};

describe('Address book', () => {
  it('asks before it deletes: Keep address changes nothing, Yes, delete removes it', async () => {
    const api = mockApi({
      'GET /api/addresses': { body: [HOME, OFFICE] },
      'DELETE /api/addresses/a2': { body: [HOME] },
    });
    renderPage(<AddressBook />, '/my-account');
    const user = userEvent.setup();
    const office = await card('Meera at work');
    await user.click(office.getByRole('button', { name: 'Delete' }));
    expect(office.getByRole('alertdialog', { name: 'Delete this address?' })).toBeInTheDocument();
    expect(api.callsTo('DELETE', '/api/addresses/a2')).toHaveLength(0);
    await user.click(office.getByRole('button', { name: 'Keep address' }));
    expect(office.queryByRole('alertdialog')).toBeNull();
    expect(screen.getAllByTestId('saved-address')).toHaveLength(2);
    expect(api.callsTo('DELETE', '/api/addresses/a2')).toHaveLength(0);

    await user.click(office.getByRole('button', { name: 'Delete' }));
    await user.click(office.getByRole('button', { name: 'Yes, delete' }));
    await waitFor(() => expect(screen.getAllByTestId('saved-address')).toHaveLength(1));
    expect(api.callsTo('DELETE', '/api/addresses/a2')).toHaveLength(1);
    expect(screen.getByText('Meera Rao')).toBeInTheDocument();
    expect(alert()).toMatchObject({ msg: 'Address deleted' });
  });

  it('keeps the keyboard in place: Delete leads into its question, Keep address (or Escape) back to Delete, Edit into its form and Cancel back to Edit', async () => {
    mockApi({ 'GET /api/addresses': { body: [HOME, OFFICE] } });
    renderPage(<AddressBook />, '/my-account');
    const user = userEvent.setup();
    const office = await card('Meera at work');
    office.getByRole('button', { name: 'Delete' }).focus();
    await user.keyboard('{Enter}');
    expect(office.getByRole('button', { name: 'Keep address' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(office.getByRole('button', { name: 'Delete' })).toHaveFocus();
    // Escape answers as Keep address does.
    await user.keyboard('{Enter}');
    await user.keyboard('{Escape}');
    expect(office.queryByRole('alertdialog')).toBeNull();
    expect(office.getByRole('button', { name: 'Delete' })).toHaveFocus();
    office.getByRole('button', { name: 'Edit' }).focus();
    await user.keyboard('{Enter}');
    const form = within(screen.getByRole('form', { name: 'Edit address' }));
    expect(form.getByLabelText('Full Name')).toHaveFocus();
    await user.click(form.getByRole('button', { name: 'Cancel' }));
    expect(office.getByRole('button', { name: 'Edit' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Add address' }));
    expect(within(screen.getByRole('form', { name: 'Add address' })).getByLabelText('Full Name')).toHaveFocus();
  });

  it('keeps the address and its question when the delete is refused', async () => {
    mockApi({
      'GET /api/addresses': { body: [HOME, OFFICE] },
      'DELETE /api/addresses/a2': { status: 404, body: { error: true, msg: 'Address not found' } },
    });
    renderPage(<AddressBook />, '/my-account');
    const user = userEvent.setup();
    const office = await card('Meera at work');
    await user.click(office.getByRole('button', { name: 'Delete' }));
    await user.click(office.getByRole('button', { name: 'Yes, delete' }));
    await waitFor(() => expect(alert()).toMatchObject({ msg: 'Address not found', error: true }));
    expect(screen.getAllByTestId('saved-address')).toHaveLength(2);
    expect(office.getByRole('button', { name: 'Yes, delete' })).toBeEnabled();
  });

  it("offers the checkout's country list, India first chosen, and shows the API's refusal of a phone", async () => {
    const api = mockApi({
      'GET /api/addresses': { body: [] },
      'POST /api/addresses': { status: 400, body: { error: true, msg: 'Phone Number must be 7 to 15 digits' } },
    });
    act(() => store.set(countriesAtom, [{ country: 'India', iso2: 'IN' }, { country: 'Nepal', iso2: 'NP' }]));
    renderPage(<AddressBook />, '/my-account');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Add address' }));
    const form = within(screen.getByRole('form', { name: 'Add address' }));
    const country = form.getByLabelText('Country');
    expect(country.tagName).toBe('SELECT');
    expect(country).toHaveValue('India');
    // A pincode gets a phone's number pad; a postcode abroad its letters.
    expect(form.getByLabelText('ZIP Code')).toHaveAttribute('inputmode', 'numeric');
    await user.selectOptions(country, 'Nepal');
    expect(form.getByLabelText('ZIP Code')).toHaveAttribute('inputmode', 'text');
    for (const [label, value] of [['Full Name', 'Asha Rao'], ['Phone Number', '12'], ['Street address', '1 Durbar Marg'], ['City', 'Kathmandu'], ['State', 'Bagmati'], ['ZIP Code', '44600']]) {
      await user.type(form.getByLabelText(label), value);
    }
    await user.click(form.getByRole('button', { name: 'Save address' }));
    await waitFor(() => expect(alert()).toMatchObject({ msg: 'Phone Number must be 7 to 15 digits', error: true }));
    expect(api.callsTo('POST', '/api/addresses')[0].body).toMatchObject({ country: 'Nepal', phoneNumber: '12' });
    expect(form.getByLabelText('Phone Number')).toHaveValue('12');
    act(() => store.set(countriesAtom, []));
  });
});
