import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { QuantityCounter } from './QuantityCounter';

function Harness({ initial = 1, disabled = false, onChange }: { initial?: number; disabled?: boolean; onChange?: (n: number) => void }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <QuantityCounter
        value={value}
        disabled={disabled}
        label="Количество"
        onChange={(next) => {
          setValue(next);
          onChange?.(next);
        }}
      />
      <output data-testid="value">{value}</output>
    </>
  );
}

describe('QuantityCounter', () => {
  it('has a labelled number field limited to 1..1000 with step 1', () => {
    render(<Harness />);
    const input = screen.getByLabelText('Количество');
    expect(input).toHaveAttribute('type', 'number');
    expect(input).toHaveAttribute('min', '1');
    expect(input).toHaveAttribute('max', '1000');
    expect(input).toHaveAttribute('step', '1');
    expect(input).toHaveValue(1);
  });

  it('plus adds one and minus takes one away', async () => {
    const user = userEvent.setup();
    render(<Harness initial={2} />);
    await user.click(screen.getByRole('button', { name: 'Увеличить количество' }));
    expect(screen.getByTestId('value')).toHaveTextContent('3');
    await user.click(screen.getByRole('button', { name: 'Уменьшить количество' }));
    await user.click(screen.getByRole('button', { name: 'Уменьшить количество' }));
    expect(screen.getByTestId('value')).toHaveTextContent('1');
  });

  it('minus does nothing at 1', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    await user.click(screen.getByRole('button', { name: 'Уменьшить количество' }));
    expect(onChange).not.toHaveBeenCalled();
    expect(screen.getByLabelText('Количество')).toHaveValue(1);
  });

  it('typing sets the value and is clamped to 1000', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const input = screen.getByLabelText('Количество');
    await user.clear(input);
    await user.type(input, '25');
    expect(screen.getByTestId('value')).toHaveTextContent('25');
    await user.clear(input);
    await user.type(input, '5000');
    expect(screen.getByTestId('value')).toHaveTextContent('1000');
    expect(input).toHaveValue(1000);
  });

  it('an emptied field goes back to the current value on blur', async () => {
    const user = userEvent.setup();
    render(<Harness initial={4} />);
    const input = screen.getByLabelText('Количество');
    await user.clear(input);
    await user.tab();
    expect(input).toHaveValue(4);
  });

  it('the mouse wheel does not change the value (the field loses focus)', () => {
    render(<Harness initial={3} />);
    const input = screen.getByLabelText('Количество');
    input.focus();
    fireEvent.wheel(input, { deltaY: -100 });
    expect(input).not.toHaveFocus();
    expect(screen.getByTestId('value')).toHaveTextContent('3');
  });

  it('disabled: buttons and field do nothing', () => {
    render(<Harness disabled />);
    expect(screen.getByLabelText('Количество')).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Увеличить количество' })).toBeDisabled();
  });
});
