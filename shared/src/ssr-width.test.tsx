import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useHydratedWidth } from './ssr';

function Width({ label }: { label: string }) {
  return <p>{`${label}: ${useHydratedWidth(1280)}`}</p>;
}

const setWidth = (w: number) => Object.defineProperty(window, 'innerWidth', { configurable: true, get: () => w });

afterEach(() => {
  cleanup();
  setWidth(1024);
});

describe('useHydratedWidth', () => {
  it('asks the window once for every reader, and again only when it resizes', async () => {
    setWidth(400);
    const reads = vi.spyOn(window, 'innerWidth', 'get');
    const view = render(
      <>
        {Array.from({ length: 20 }, (_, i) => (
          <Width key={i} label={`w${i}`} />
        ))}
      </>,
    );
    expect(screen.getByText('w0: 400')).toBeTruthy();
    expect(screen.getByText('w19: 400')).toBeTruthy();
    // 20 readers, each asked by React several times (render, commit, after subscribing): a few reads in all.
    expect(reads.mock.calls.length).toBeLessThanOrEqual(3);

    reads.mockClear();
    reads.mockReturnValue(700);
    await act(async () => {
      window.dispatchEvent(new Event('resize'));
    });
    expect(screen.getByText('w0: 700')).toBeTruthy();
    expect(screen.getByText('w19: 700')).toBeTruthy();
    expect(reads.mock.calls.length).toBe(1);
    view.unmount();
    reads.mockRestore();
  });

  it('reads the window afresh once nobody was listening', () => {
    setWidth(500);
    render(<Width label="first" />).unmount();
    setWidth(900);
    render(<Width label="second" />);
    expect(screen.getByText('second: 900')).toBeTruthy();
  });
});
