import { act, render, screen } from '@testing-library/react';
import { MemoryRouter, useNavigate } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { RenderDataContext, type RenderData } from '@storefront/shared';
import { RegionsContext, type Regions } from './remote-page';
import { ServerPageLeft } from './server-page-left';

function Go() {
  const navigate = useNavigate();
  return <button onClick={() => navigate('/cart')}>go</button>;
}

function setUp(hydrating: boolean) {
  const regionHydrated = vi.fn();
  const data: RenderData = { server: false, hydrating, records: {}, regionHydrated };
  const regions: Regions = { mf_catalogue: { status: 'ready', pages: {} as never }, mf_account: { status: 'loading' } };
  render(
    <RenderDataContext.Provider value={data}>
      <RegionsContext.Provider value={regions}>
        <MemoryRouter initialEntries={['/']}>
          <ServerPageLeft />
          <Go />
        </MemoryRouter>
      </RegionsContext.Provider>
    </RenderDataContext.Provider>,
  );
  return regionHydrated;
}

describe('leaving the server-rendered page before its regions hydrated', () => {
  it('counts the regions the server rendered as done once the shopper moves on, not before', () => {
    const regionHydrated = setUp(true);
    expect(regionHydrated).not.toHaveBeenCalled();
    act(() => screen.getByRole('button', { name: 'go' }).click());
    expect(regionHydrated.mock.calls).toEqual([['mf_catalogue']]);
  });

  it('says nothing once the page has hydrated', () => {
    const regionHydrated = setUp(false);
    act(() => screen.getByRole('button', { name: 'go' }).click());
    expect(regionHydrated).not.toHaveBeenCalled();
  });
});
