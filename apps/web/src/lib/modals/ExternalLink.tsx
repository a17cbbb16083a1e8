import { Anchor, type AnchorProps, VisuallyHidden } from '@mantine/core';
import { type MouseEvent, type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePublicConfig } from '../config/PublicConfigContext.tsx';
import { ExternalLinkWarning } from './ExternalLinkWarning.tsx';
import { isExternalHref } from './externalLinks.ts';

export type ExternalLinkProps = AnchorProps & { href: string; children: ReactNode };

/**
 * A link that opens outside the portal in a new tab. In federal mode a click asks first
 * (ExternalLinkWarning); the link stays a real link, so copying it and keyboard use still work.
 */
export function ExternalLink({ href, children, ...props }: ExternalLinkProps) {
  const { t } = useTranslation('common');
  const { portalMode } = usePublicConfig();
  const [pendingHref, setPendingHref] = useState<string | null>(null);

  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (portalMode !== 'federal' || !isExternalHref(href)) return;
    event.preventDefault();
    setPendingHref(href);
  };
  const handleLeave = () => {
    window.open(href, '_blank', 'noopener,noreferrer');
    setPendingHref(null);
  };

  return (
    <>
      <Anchor href={href} target="_blank" rel="noopener noreferrer" onClick={handleClick} {...props}>
        {children}
        <VisuallyHidden> {t('lib.externalLink.opensNewTab')}</VisuallyHidden>
      </Anchor>
      <ExternalLinkWarning href={pendingHref} onLeave={handleLeave} onStay={() => setPendingHref(null)} />
    </>
  );
}
