/** A task's description: Markdown typed in 'Escrever', shown as it will read in 'Visualizar'. */
import { useWatch } from 'react-hook-form';
import { renderMarkdown } from '@shared/markdown';
import { TextAreaField } from '@web/components/form/fields';
import { MarkdownContent } from '@web/components/markdown-content';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@web/components/ui/tabs';

const LABEL = 'Descrição (Markdown)';

export function DescriptionField({ name = 'description' }: { name?: string }) {
  const text: string = useWatch({ name }) ?? '';
  return (
    <Tabs defaultValue="write" className="grid gap-2">
      <div className="flex items-center justify-between gap-2">
        {/* What the field is; the textarea carries the same name for screen readers. */}
        <span className="text-sm font-medium" aria-hidden="true">
          {LABEL}
        </span>
        <TabsList className="h-8" aria-label={LABEL}>
          <TabsTrigger value="write" className="py-1 text-xs">
            Escrever
          </TabsTrigger>
          <TabsTrigger value="preview" className="py-1 text-xs">
            Visualizar
          </TabsTrigger>
        </TabsList>
      </div>
      <TabsContent value="write" className="mt-0">
        <TextAreaField name={name} label={LABEL} labelHidden rows={5} />
      </TabsContent>
      <TabsContent value="preview" className="mt-0 min-h-24 rounded-md border p-3">
        {text ? (
          <MarkdownContent html={renderMarkdown(text)} className="text-sm" />
        ) : (
          <p className="text-sm text-muted-foreground">Nada para visualizar.</p>
        )}
      </TabsContent>
    </Tabs>
  );
}
