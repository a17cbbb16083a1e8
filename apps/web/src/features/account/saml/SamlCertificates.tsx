import { Alert, Table, Text } from '@mantine/core';
import {
  SAML_CERTIFICATE_WARNING_DAYS,
  type SamlCertificate,
  samlCertificateDaysLeft,
} from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../lib/format/dates.ts';

/**
 * The identity provider's signing certificates as the server read them: subject, issuer and expiry,
 * with a warning for one that expires within 30 days (sign-in stops working when it does).
 */
export function SamlCertificates({
  certificates,
  now = new Date(),
}: {
  certificates: SamlCertificate[];
  now?: Date;
}) {
  const { t, i18n } = useTranslation('console');
  const expiring = certificates.filter(
    (c) => samlCertificateDaysLeft(c.validTo, now) <= SAML_CERTIFICATE_WARNING_DAYS,
  );
  return (
    <>
      {expiring.map((c) => (
        <Alert key={c.fingerprint256} color="yellow" title={t('saml.expiringTitle')}>
          {t('saml.expiring', {
            subject: c.subject,
            date: formatDate(c.validTo.slice(0, 10), i18n.language),
            count: Math.max(samlCertificateDaysLeft(c.validTo, now), 0),
          })}
        </Alert>
      ))}
      {/* No scroll container: long subjects wrap, so the table fits a narrow screen as it is. */}
      <Table layout="fixed">
        <Table.Caption>{t('saml.certificatesCaption')}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('saml.subject')}</Table.Th>
            <Table.Th>{t('saml.issuer')}</Table.Th>
            <Table.Th>{t('saml.expires')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {certificates.map((c) => (
            <Table.Tr key={c.fingerprint256}>
              <Table.Td style={{ wordBreak: 'break-word' }}>{c.subject}</Table.Td>
              <Table.Td style={{ wordBreak: 'break-word' }}>{c.issuer}</Table.Td>
              <Table.Td>
                <Text size="sm">{formatDate(c.validTo.slice(0, 10), i18n.language)}</Text>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </>
  );
}
