import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi } from '../../testing/mockApi.ts';
import { renderApp } from '../../testing/render.tsx';

describe('release notes', () => {
  it("draws the repository's CHANGELOG.md as formatted text through the Markdown renderer", async () => {
    mockApi({});
    renderApp('/auth/ReleaseNote');
    expect(await screen.findByRole('heading', { name: 'Changelog' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Unreleased' })).toBeInTheDocument();
    expect(document.querySelectorAll('li').length).toBeGreaterThan(0);
    expect(screen.getByRole('link', { name: 'Go to the start page' })).toHaveAttribute('href', '/');
  });
});
