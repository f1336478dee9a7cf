import { act, useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { StarRatingInput } from './star-rating';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

function Form({ seen }: { seen: number[] }) {
  const [rating, setRating] = useState(1);
  seen.push(rating);
  return (
    <form method="post" action="/reviews/add">
      <StarRatingInput value={rating} onChange={setRating} label="Your rating" name="customerRating" />
    </form>
  );
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('StarRatingInput in a server-rendered form', () => {
  it('its radios are the form field: the chosen rating is what the form posts (scripts or none)', () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Form seen={[]} />);
    document.body.appendChild(container);
    const form = container.querySelector('form')!;
    expect(new FormData(form).getAll('customerRating')).toEqual(['1']);
    container.querySelector<HTMLInputElement>('input[value="3.5"]')!.click();
    expect(new FormData(form).getAll('customerRating')).toEqual(['3.5']);
    expect(container.querySelectorAll('input[type="hidden"]')).toHaveLength(0);
  });

  it('a star chosen before the scripts ran is the rating they start with', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Form seen={[]} />);
    document.body.appendChild(container);
    container.querySelector<HTMLInputElement>('input[value="4"]')!.click();
    const seen: number[] = [];
    await act(async () => {
      hydrateRoot(container, <Form seen={seen} />);
    });
    expect(seen.at(-1)).toBe(4);
    expect(container.querySelector<HTMLInputElement>('input[value="4"]')!.checked).toBe(true);
  });
});
