import { Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export default function EnterpriseModal(props: {
  onClose: () => void;
  current: string | null;
  value: string;
  onValue: (v: string) => void;
  onSave: (id: string | null) => void;
}) {
  const { t } = useTranslation();
  return (
    <Modal opened onClose={props.onClose} title={t('auth.enterprise.title')} centered>
      <Stack>
        <Text size="sm">{t('auth.enterprise.help')}</Text>
        <TextInput
          label={t('auth.enterprise.label')}
          value={props.value}
          onChange={(e) => props.onValue(e.currentTarget.value)}
          data-testid="enterprise-input"
        />
        <Group justify="flex-end">
          {props.current && (
            <Button variant="default" onClick={() => (props.onValue(''), props.onSave(null))}>
              {t('auth.enterprise.clear')}
            </Button>
          )}
          <Button onClick={() => props.onSave(props.value.trim().toLowerCase() || null)} data-testid="enterprise-save">
            {t('auth.enterprise.save')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
