import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BarChart, LineChart, niceMax } from './charts';

const days = Array.from({ length: 30 }, (_, i) => `Day ${i + 1}`);

describe('charts', () => {
  it('draws one bar per label, with a tooltip naming its value', () => {
    const values = days.map((_, i) => i % 5);
    const { container } = render(<BarChart title="Orders per day" labels={days} series={[{ name: 'Orders', color: 'red', values }]} />);
    expect(screen.getAllByTestId('chart-bar')).toHaveLength(30);
    // Zero-value days keep their slot but draw no filled rect.
    expect(container.querySelectorAll('rect[fill="red"]')).toHaveLength(values.filter(Boolean).length);
    expect(screen.getByRole('img', { name: 'Orders per day' })).toBeInTheDocument();
    expect(screen.getAllByTestId('chart-bar')[3]!.querySelector('title')!.textContent).toBe('Day 4: 3');
  });

  it('stacks several series in one bar per label', () => {
    const labels = ['a', 'b', 'c'];
    const { container } = render(
      <BarChart
        title="Jobs"
        labels={labels}
        series={[
          { name: 'Completed', color: 'teal', values: [2, 0, 1] },
          { name: 'Failed', color: 'crimson', values: [1, 0, 0] },
        ]}
      />,
    );
    expect(screen.getAllByTestId('chart-bar')).toHaveLength(3);
    expect(container.querySelectorAll('rect[fill="teal"]')).toHaveLength(2);
    expect(container.querySelectorAll('rect[fill="crimson"]')).toHaveLength(1);
    expect(screen.getAllByTestId('chart-bar')[0]!.querySelector('title')!.textContent).toBe('a: Completed 2, Failed 1');
  });

  it('keeps the numbers readable to screen readers as a table', () => {
    render(
      <LineChart
        title="Revenue"
        labels={['Mar 1', 'Mar 2']}
        series={{ name: 'Revenue', color: 'teal', values: [100, 250] }}
        formatValue={(v) => `$${v}`}
      />,
    );
    expect(screen.getAllByTestId('chart-point')).toHaveLength(2);
    const table = screen.getByRole('table', { name: 'Revenue' });
    expect(table.textContent).toContain('Mar 2');
    expect(table.textContent).toContain('$250');
  });

  it('rounds the axis up to a value whose half is round', () => {
    expect(niceMax(0)).toBe(2);
    expect(niceMax(1)).toBe(2);
    expect(niceMax(3)).toBe(4);
    expect(niceMax(7)).toBe(8);
    expect(niceMax(13)).toBe(20);
    expect(niceMax(123_456)).toBe(200_000);
  });
});
