import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { emptyOtp, OtpInput } from './otp-input';

function Harness() {
  const [value, setValue] = useState(emptyOtp);
  return (
    <>
      <OtpInput value={value} onChange={setValue} />
      <output data-testid="code">{value.join('')}</output>
    </>
  );
}

const box = (n: number) => screen.getByRole('textbox', { name: `Digit ${n} of 6` });
const code = () => screen.getByTestId('code').textContent;

describe('OtpInput', () => {
  it('has six single-digit boxes that take digits only and move on after each digit', async () => {
    render(<Harness />);
    expect(screen.getAllByRole('textbox')).toHaveLength(6);
    await userEvent.click(box(1));
    await userEvent.keyboard('4a2');
    expect(code()).toBe('42');
    expect(box(3)).toHaveFocus();
    await userEvent.keyboard('x7');
    expect(code()).toBe('427');
    expect(box(1)).toHaveValue('4');
  });

  it('Backspace on an empty box moves back', async () => {
    render(<Harness />);
    await userEvent.click(box(1));
    await userEvent.keyboard('12');
    expect(box(3)).toHaveFocus();
    await userEvent.keyboard('{Backspace}');
    expect(box(2)).toHaveFocus();
    await userEvent.keyboard('{Backspace}');
    expect(code()).toBe('1');
  });

  it('a pasted 6-digit code fills all boxes, wherever it is pasted', async () => {
    render(<Harness />);
    await userEvent.click(box(3));
    await userEvent.paste('48 15 92');
    expect(code()).toBe('481592');
    expect(box(6)).toHaveFocus();
  });

  it('a shorter paste fills from the box it lands in', async () => {
    render(<Harness />);
    await userEvent.click(box(1));
    await userEvent.paste('12');
    await userEvent.paste('34');
    expect(code()).toBe('1234');
  });
});
