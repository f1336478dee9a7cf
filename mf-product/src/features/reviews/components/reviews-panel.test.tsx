import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { holdShopperState, type Review } from '@storefront/shared';
import { callsTo, lastAlert, renderWithShop, resetStore, signInShopper, stubApi } from '../../../lib/test-utils';
import { useProductReviews } from '../hooks/use-product-reviews';
import { ReviewsPanel } from './reviews-panel';

const review = (id: string, name: string, date: string, text: string, rating = 4): Review => ({
  id, _id: id, productId: 'p1', customerName: name, customerId: `c-${id}`, review: text, customerRating: rating, dateCreated: date, verifiedPurchase: false,
});

function Panel() {
  const { reviews, reload } = useProductReviews('p1');
  return <ReviewsPanel productId="p1" reviews={reviews} onAdded={reload} />;
}

beforeEach(() => resetStore());
afterEach(() => vi.unstubAllGlobals());

describe('reviews list', () => {
  it('lists reviews newest first with name, stars, the date part only and the text as text', async () => {
    stubApi({
      'GET /api/productReviews': [
        review('r1', 'Old Reviewer', '2024-03-01T08:00:00.000Z', 'Fine phone', 3),
        review('r2', 'New Reviewer', '2025-06-10T21:45:00.000Z', '<b>Great</b> value', 4.5),
      ],
    });
    renderWithShop(<Panel />);
    const items = await screen.findAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(within(items[0]).getByText('New Reviewer')).toBeInTheDocument();
    expect(within(items[0]).getByText('2025-06-10')).toBeInTheDocument();
    expect(within(items[0]).getByRole('img', { name: 'Rated 4.5 out of 5' })).toBeInTheDocument();
    expect(within(items[0]).getByText('<b>Great</b> value')).toBeInTheDocument();
    expect(items[0].querySelector('b')).toBeNull();
    expect(within(items[1]).getByText('Old Reviewer')).toBeInTheDocument();
    expect(within(items[1]).getByText('2024-03-01')).toBeInTheDocument();
    expect(screen.queryByText(/08:00/)).not.toBeInTheDocument();
  });

  it("marks the reviews of shoppers who ordered the product 'Verified purchase'", async () => {
    stubApi({
      'GET /api/productReviews': [
        { ...review('r1', 'Buyer', '2025-06-10T21:45:00.000Z', 'Bought it'), verifiedPurchase: true },
        { ...review('r2', 'Browser', '2025-06-09T21:45:00.000Z', 'Saw it'), verifiedPurchase: false },
      ],
    });
    renderWithShop(<Panel />);
    const items = await screen.findAllByRole('listitem');
    expect(within(items[0]).getByText('Verified purchase')).toBeInTheDocument();
    expect(within(items[1]).queryByText('Verified purchase')).not.toBeInTheDocument();
  });
});

/** Opens the panel over an empty review list, writes `text` and submits it. */
async function submitReview(text: string) {
  const fetchMock = stubApi({ 'GET /api/productReviews': [] });
  renderWithShop(<Panel />);
  await userEvent.type(screen.getByRole('textbox', { name: 'Write a Review' }), text);
  await userEvent.click(screen.getByRole('button', { name: 'Submit Review' }));
  return fetchMock;
}

describe('add a review', () => {
  it("tells a visitor 'Please Login first' and sends nothing", async () => {
    const fetchMock = await submitReview('Nice');
    expect(lastAlert()).toMatchObject({ open: true, error: true, msg: 'Please Login first' });
    expect(callsTo(fetchMock, 'POST /api/productReviews/add')).toHaveLength(0);
  });

  it("refuses empty text with 'Please add a Review'", async () => {
    signInShopper();
    const fetchMock = await submitReview('   ');
    expect(lastAlert()).toMatchObject({ open: true, error: true, msg: 'Please add a Review' });
    expect(callsTo(fetchMock, 'POST /api/productReviews/add')).toHaveLength(0);
  });

  it('starts at 1 star and takes half steps', async () => {
    stubApi({ 'GET /api/productReviews': [] });
    renderWithShop(<Panel />);
    const rating = screen.getByRole('group', { name: 'Your rating' });
    expect(within(rating).getAllByRole('radio')).toHaveLength(10);
    expect(within(rating).getByRole('radio', { name: '1 Star' })).toBeChecked();
    await userEvent.click(within(rating).getByRole('radio', { name: '3.5 Stars' }));
    expect(within(rating).getByRole('radio', { name: '3.5 Stars' })).toBeChecked();
  });

  it('sends the review with a spinner, then resets the form and re-reads the list', async () => {
    signInShopper();
    let stored: Review[] = [review('r1', 'Old Reviewer', '2024-03-01T08:00:00.000Z', 'Fine phone')];
    let release: () => void = () => {};
    const fetchMock = stubApi({
      'GET /api/productReviews': () => stored,
      'POST /api/productReviews/add': (_u: URL, init: RequestInit | undefined) =>
        new Promise((resolve) => {
          release = () => {
            const body = JSON.parse(String(init?.body));
            const added = review('r2', body.customerName, '2025-07-01T12:00:00.000Z', body.review, body.customerRating);
            stored = [...stored, added];
            resolve(added);
          };
        }),
    });
    renderWithShop(<Panel />);
    await screen.findByText('Fine phone');
    const box = screen.getByRole('textbox', { name: 'Write a Review' });
    await userEvent.type(box, 'Battery lasts two days');
    await userEvent.click(screen.getByRole('radio', { name: '4.5 Stars' }));
    fireEvent.click(screen.getByRole('button', { name: /Submit Review/ }));

    expect(await screen.findByRole('status', { name: 'Sending review' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Submit Review/ })).toBeDisabled();
    release();

    await waitFor(() => expect(box).toHaveValue(''));
    expect(screen.getByRole('radio', { name: '1 Star' })).toBeChecked();
    expect(screen.queryByRole('status', { name: 'Sending review' })).not.toBeInTheDocument();
    const items = await screen.findAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(within(items[0]).getByText('Battery lasts two days')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST /api/productReviews/add')[0].body).toEqual({
      productId: 'p1', customerName: 'Asha Verma', customerId: 'u1', review: 'Battery lasts two days', customerRating: 4.5,
    });
    expect(callsTo(fetchMock, 'GET /api/productReviews')).toHaveLength(2);
  });

  it("a Submit while the page still hydrates (the store says visitor) waits for this browser's sign-in, then sends", async () => {
    const fetchMock = stubApi({
      'GET /api/productReviews': [],
      'POST /api/productReviews/add': (_u: URL, init: RequestInit | undefined) => {
        const body = JSON.parse(String(init?.body));
        return review('r9', body.customerName, '2025-07-01T12:00:00.000Z', body.review, body.customerRating);
      },
    });
    const settle = holdShopperState();
    renderWithShop(<Panel />);
    const box = screen.getByRole('textbox', { name: 'Write a Review' });
    fireEvent.change(box, { target: { value: 'Sturdy bag' } });
    fireEvent.click(screen.getByRole('button', { name: /Submit Review/ }));
    await act(async () => {
      signInShopper();
      settle();
    });
    await waitFor(() => expect(callsTo(fetchMock, 'POST /api/productReviews/add')).toHaveLength(1));
    expect(callsTo(fetchMock, 'POST /api/productReviews/add')[0].body).toMatchObject({ customerId: 'u1', review: 'Sturdy bag' });
    expect(lastAlert()?.msg).not.toBe('Please Login first');
  });

  it('a Submit while the page hydrates for a visitor says "Please Login first" once the page knows', async () => {
    const fetchMock = stubApi({ 'GET /api/productReviews': [] });
    const settle = holdShopperState();
    renderWithShop(<Panel />);
    fireEvent.change(screen.getByRole('textbox', { name: 'Write a Review' }), { target: { value: 'Sturdy bag' } });
    fireEvent.click(screen.getByRole('button', { name: /Submit Review/ }));
    await act(async () => settle());
    await waitFor(() => expect(lastAlert()).toMatchObject({ error: true, msg: 'Please Login first' }));
    expect(callsTo(fetchMock, 'POST /api/productReviews/add')).toHaveLength(0);
    expect(screen.getByRole('textbox', { name: 'Write a Review' })).toHaveValue('Sturdy bag');
  });

  it('says so when a second review replaced the shopper\'s earlier one', async () => {
    signInShopper();
    const replacedMsg = 'Your earlier review of this product was replaced by this one.';
    stubApi({
      'GET /api/productReviews': [],
      'POST /api/productReviews/add': () => ({ ...review('r1', 'Asha Verma', '2025-07-01T12:00:00.000Z', 'Changed my mind', 2), replaced: true, msg: replacedMsg }),
    });
    renderWithShop(<Panel />);
    await userEvent.type(screen.getByRole('textbox', { name: 'Write a Review' }), 'Changed my mind');
    await userEvent.click(screen.getByRole('button', { name: 'Submit Review' }));
    await waitFor(() => expect(lastAlert()).toMatchObject({ error: false, msg: replacedMsg }));
  });

  it("thanks for a first review, replacing an earlier 'Please add a Review', and counts the characters up to the limit", async () => {
    signInShopper();
    stubApi({
      'GET /api/productReviews': [],
      'POST /api/productReviews/add': () => ({ ...review('r1', 'Asha Verma', '2025-07-01T12:00:00.000Z', 'Sturdy', 4), replaced: false, msg: 'Thank you for your review!' }),
    });
    renderWithShop(<Panel />);
    await userEvent.click(screen.getByRole('button', { name: 'Submit Review' }));
    await waitFor(() => expect(lastAlert()).toMatchObject({ error: true, msg: 'Please add a Review' }));
    const box = screen.getByRole('textbox', { name: 'Write a Review' });
    await userEvent.type(box, 'Sturdy');
    expect(screen.getByText('6/2000')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Submit Review' }));
    await waitFor(() => expect(lastAlert()).toMatchObject({ error: false, msg: 'Thank you for your review!' }));
    fireEvent.change(box, { target: { value: 'x'.repeat(2000) } });
    expect(screen.getByText('A review holds at most 2000 characters.')).toBeInTheDocument();
  });

  it("keeps the text and shows the server's message when the review is refused", async () => {
    signInShopper();
    stubApi({
      'GET /api/productReviews': [],
      'POST /api/productReviews/add': () => new Response(JSON.stringify({ error: true, msg: 'Review is too long' }), { status: 400 }),
    });
    renderWithShop(<Panel />);
    const box = screen.getByRole('textbox', { name: 'Write a Review' });
    await userEvent.type(box, 'Hello');
    await userEvent.click(screen.getByRole('button', { name: 'Submit Review' }));
    await waitFor(() => expect(lastAlert()).toMatchObject({ error: true, msg: 'Review is too long' }));
    expect(box).toHaveValue('Hello');
  });
});
