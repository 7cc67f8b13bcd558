import { Button, FormGroup, H2, NonIdealState, TextArea } from '@blueprintjs/core';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { ParserResults } from './ParserResults';

const example = '2 cups flour, sifted\n1 ½ tsp baking powder\n3 large eggs';

/** `/admin/parser`: ingredient lines as both offline parsers read them, side by side. */
export function ParserPage() {
  const { t } = useTranslation();
  const inputId = useId();
  const [text, setText] = useState(example);
  const [submitted, setSubmitted] = useState<{ lines: string[]; session: string } | null>(null);
  const lines = text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '');

  return (
    <div className="larder-page larder-admin-page">
      <H2 className="larder-page-title">{t('parserLab.title')}</H2>
      <p className="larder-page-intro">{t('parserLab.intro')}</p>
      <form
        className="larder-parser-form"
        onSubmit={(event) => {
          event.preventDefault();
          setSubmitted({ lines, session: String(Date.now()) });
        }}
      >
        <FormGroup label={t('parserLab.inputLabel')} labelFor={inputId}>
          <TextArea
            id={inputId}
            fill
            rows={4}
            value={text}
            placeholder={t('parserLab.placeholder')}
            onChange={(event) => setText(event.currentTarget.value)}
          />
        </FormGroup>
        <Button type="submit" intent="primary" icon="search-text" disabled={lines.length === 0}>
          {t('parserLab.parse')}
        </Button>
      </form>
      {submitted ? (
        <ParserResults lines={submitted.lines} session={submitted.session} />
      ) : (
        <NonIdealState
          icon="search-text"
          title={t('parserLab.empty')}
          description={t('parserLab.emptyHelp')}
        />
      )}
    </div>
  );
}
