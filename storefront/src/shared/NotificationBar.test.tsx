import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { NotificationProvider, useNotification } from '../state/notification';
import { NotificationBar } from './NotificationBar';

function Trigger() {
  const { notify } = useNotification();
  return <button onClick={() => notify('warning', 'Для заказа необходимо ВОЙТИ или ЗАРЕГЕСТРИРОВАТЬСЯ!')}>показать</button>;
}

function renderBar() {
  render(
    <NotificationProvider>
      <Trigger />
      <NotificationBar />
    </NotificationProvider>,
  );
  fireEvent.click(screen.getByText('показать'));
}

describe('NotificationBar', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('shows the message with its severity and hides it after 2500 ms', () => {
    renderBar();
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Для заказа необходимо ВОЙТИ или ЗАРЕГЕСТРИРОВАТЬСЯ!');
    expect(alert.className).toMatch(/Warning/i);
    act(() => vi.advanceTimersByTime(2400));
    expect(screen.getByRole('alert')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(200));
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('closes on Escape', () => {
    renderBar();
    fireEvent.keyDown(document, { key: 'Escape' });
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('closes with its close button', () => {
    renderBar();
    fireEvent.click(screen.getByRole('button', { name: 'Закрыть уведомление' }));
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('does not close on a click elsewhere', () => {
    renderBar();
    act(() => vi.advanceTimersByTime(100));
    fireEvent.click(document.body);
    fireEvent.mouseUp(document.body);
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.getByRole('alert')).toBeInTheDocument();
  });
});
