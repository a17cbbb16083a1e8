import { Select } from '@mantine/core';
import { sandboxSoapServices } from '@portal/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryState } from '../../../../../lib/loading/QueryState.tsx';
import { useSoapService } from '../../../../explorers/index.ts';
import { type NewRequest, requestFromSoap } from '../../newRequests.ts';

type ServiceName = (typeof sandboxSoapServices)[number];

/** A SOAP service and one of its WSDL's operations, as the SOAP explorer lists them. */
export function SoapOperationPicker({
  tenant,
  onPick,
}: {
  tenant: string;
  onPick: (request: NewRequest | null) => void;
}) {
  const { t } = useTranslation('builder');
  const [serviceName, setServiceName] = useState<ServiceName>(sandboxSoapServices[0]);
  const [operation, setOperation] = useState<string | null>(null);
  const wsdl = useSoapService(tenant, serviceName);
  return (
    <>
      <Select
        label={t('studio.request.soapService')}
        data={sandboxSoapServices.map((name) => ({ value: name, label: name.replace('_', ' ') }))}
        value={serviceName}
        onChange={(value) => {
          if (!value) return;
          setServiceName(value as ServiceName);
          setOperation(null);
          onPick(null);
        }}
        allowDeselect={false}
        comboboxProps={{ withinPortal: true }}
      />
      <QueryState query={wsdl} errorMessage={t('studio.add.loadFailed')}>
        {({ service }) => (
          <Select
            label={t('studio.add.operation')}
            placeholder={t('studio.add.operationPlaceholder')}
            data={service.operations.map((op) => op.name)}
            value={operation}
            onChange={(value) => {
              setOperation(value);
              const op = service.operations.find((candidate) => candidate.name === value);
              onPick(op ? requestFromSoap(serviceName, service, op) : null);
            }}
            searchable
            comboboxProps={{ withinPortal: true }}
          />
        )}
      </QueryState>
    </>
  );
}
