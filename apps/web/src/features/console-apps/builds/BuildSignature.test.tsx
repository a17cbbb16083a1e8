import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/renderWithProviders.tsx';
import { BuildSignature, SIGNING_KEYS_URL } from './BuildSignature.tsx';

const ed25519 = 'x'.repeat(86);

describe('BuildSignature', () => {
  it('shows a signed build with its key id, its signature and where the public keys are', async () => {
    renderWithProviders(
      <BuildSignature build={{ status: 'SUCCEEDED', signature: ed25519, signatureKeyId: 'kid-123' }} />,
    );
    expect(await screen.findByText('Signed')).toBeInTheDocument();
    expect(screen.getByText('kid-123')).toBeInTheDocument();
    expect(screen.getByText(ed25519)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Public signing keys (JWK set)' })).toHaveAttribute(
      'href',
      SIGNING_KEYS_URL,
    );
  });

  it('shows a legacy sha256 seal as sealed, not signed', async () => {
    const seal = `sha256:${'ab'.repeat(32)}`;
    renderWithProviders(
      <BuildSignature build={{ status: 'SUCCEEDED', signature: seal, signatureKeyId: null }} />,
    );
    expect(await screen.findByText('Sealed (legacy)')).toBeInTheDocument();
    expect(screen.getByText(seal)).toBeInTheDocument();
    expect(screen.queryByText('Signed')).not.toBeInTheDocument();
    expect(screen.getByText(/Promote a new version to Production to get a signature/)).toBeInTheDocument();
  });

  it('shows an unsigned build, and one waiting for its signature', async () => {
    const { unmount } = renderWithProviders(
      <BuildSignature build={{ status: 'SUCCEEDED', signature: null, signatureKeyId: null }} />,
    );
    expect(await screen.findByText('Not signed')).toBeInTheDocument();
    expect(
      screen.getByText('Builds are signed when their version is promoted to Production.'),
    ).toBeInTheDocument();
    unmount();
    renderWithProviders(
      <BuildSignature build={{ status: 'QUEUED_FOR_SIGNING', signature: null, signatureKeyId: null }} />,
    );
    expect(await screen.findByText('The artifact is being signed for Production.')).toBeInTheDocument();
  });
});
