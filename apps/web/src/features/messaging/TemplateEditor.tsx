import { type MessageTemplate, messageTemplateInput } from '@curbside/contract';
import { routes } from '@curbside/contract/routes';
import { countSms, PREVIEW_VALUES, renderMessage, TEMPLATE_PLACEHOLDERS } from '@curbside/domain';
import { Alert, Badge, Button, Group, Paper, Stack, Text, Textarea } from '@mantine/core';
import { IconAlertTriangle, IconCheck } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormErrorAlert, problemFieldErrors } from '../../components/FormError.tsx';
import { describeError, describeIssue } from '../../lib/errors.ts';
import { useWrite } from '../../lib/query.ts';

export interface TemplateEditorProps {
  template: MessageTemplate;
  readOnly: boolean;
}

/**
 * One event's text in one language: the editor, a live preview filled with sample values, the encoding and
 * segment count the preview would cost, and a warning naming the characters that force UCS-2.
 */
export function TemplateEditor({ template, readOnly }: TemplateEditorProps) {
  const { t } = useTranslation('messaging');
  const { call: save } = useWrite(routes.configMessage.addOrEditConfigMessage);
  const [text, setText] = useState(template.body);
  const [serverError, setServerError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const [saving, setSaving] = useState(false);
  const area = useRef<HTMLTextAreaElement>(null);

  const input = { eventCode: template.eventCode, language: template.language, body: text };
  const checked = messageTemplateInput.safeParse(input);
  const issue = checked.success ? null : checked.error.issues[0];
  const fieldError = serverError ?? (issue && text.trim() !== '' ? describeIssue(issue, t) : null);
  const preview = renderMessage(text, PREVIEW_VALUES);
  const count = countSms(preview);
  const direction = template.language === 'ar' ? 'rtl' : 'ltr';

  const edit = (next: string) => {
    setText(next);
    setSaved(false);
    setServerError(null);
  };
  const insert = (name: string) => {
    const box = area.current;
    const at = box ? box.selectionStart : text.length;
    const end = box ? box.selectionEnd : text.length;
    edit(`${text.slice(0, at)}{${name}}${text.slice(end)}`);
  };
  const submit = async () => {
    if (!checked.success) return;
    setSaving(true);
    setFormError(null);
    try {
      await save({ body: checked.data });
      setSaved(true);
    } catch (error) {
      const fields = problemFieldErrors(error);
      if (fields.body) setServerError(fields.body);
      else setFormError(describeError(error, t));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Stack gap="sm">
      <FormErrorAlert message={formError} />
      <Textarea
        ref={area}
        label={t('templates.text')}
        value={text}
        dir={direction}
        autosize
        minRows={4}
        readOnly={readOnly}
        error={fieldError}
        onChange={(event) => edit(event.currentTarget.value)}
      />
      {readOnly ? null : (
        <Group gap={6} aria-label={t('templates.placeholders')} role="group">
          {TEMPLATE_PLACEHOLDERS.map((name) => (
            <Button key={name} size="compact-xs" variant="light" onClick={() => insert(name)} dir="ltr">
              {`{${name}}`}
            </Button>
          ))}
        </Group>
      )}
      <Paper withBorder p="sm" radius="md" aria-labelledby="template-preview">
        <Stack gap={6}>
          <Text size="sm" fw={600} id="template-preview">
            {t('templates.preview')}
          </Text>
          <Text
            size="sm"
            dir={direction}
            style={{ whiteSpace: 'pre-wrap' }}
            data-testid="template-preview-text"
          >
            {preview}
          </Text>
          <Text size="xs" c="dimmed">
            {t('templates.previewHint')}
          </Text>
          <Group gap="xs">
            <Badge variant="light" color={count.encoding === 'GSM-7' ? 'teal' : 'orange'}>
              {t('templates.encoding', { encoding: count.encoding })}
            </Badge>
            <Badge variant="light" color="gray">
              {t('templates.segments', { segments: count.segments, units: count.units })}
            </Badge>
          </Group>
        </Stack>
      </Paper>
      {count.ucs2Characters.length > 0 ? (
        <Alert color="orange" variant="light" icon={<IconAlertTriangle size={18} aria-hidden />}>
          {t('templates.ucs2Warning', { characters: count.ucs2Characters.join(' ') })}
        </Alert>
      ) : null}
      {saved ? (
        <Alert color="teal" variant="light" icon={<IconCheck size={18} aria-hidden />} role="status">
          {t('templates.saved')}
        </Alert>
      ) : null}
      {readOnly ? null : (
        <Group justify="flex-end" gap="xs">
          <Button
            variant="default"
            disabled={text === template.defaultBody}
            onClick={() => edit(template.defaultBody)}
          >
            {t('templates.restoreDefault')}
          </Button>
          <Button loading={saving} disabled={!checked.success} onClick={() => void submit()}>
            {t('templates.save')}
          </Button>
        </Group>
      )}
    </Stack>
  );
}
