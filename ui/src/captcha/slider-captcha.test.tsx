import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { CallClient } from '@marketlens/core/http';
import { WithText } from '../testing';
import { SliderCaptcha } from './slider-captcha';

// A server that never answers: the dialog shows its empty stage, and closing it still answers the flow.
const silent = { call: () => new Promise(() => undefined) } as unknown as CallClient;

describe('SliderCaptcha', () => {
  it('is a labelled dialog; its × and Escape answer "not passed" (ret 2)', () => {
    const onDone = vi.fn();
    render(<SliderCaptcha http={silent} onDone={onDone} />, { wrapper: WithText });
    const dialog = screen.getByRole('dialog', { name: 'Security check' });
    expect(screen.getByRole('slider')).toHaveProperty('disabled', true);
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(onDone.mock.calls).toEqual([[{ ret: 2 }], [{ ret: 2 }]]);
  });
});
