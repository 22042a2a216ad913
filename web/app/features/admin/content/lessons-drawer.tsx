import { useQuery } from '@tanstack/react-query';
import { Button, Drawer, Form, Input, InputNumber, Table } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { adminContent } from '@marketlens/core/contract';
import { useAdminCall } from '../api';
import { EditorModal } from './editor-modal';
import { MarkdownEditor } from './markdown-editor';
import { publicationBody, publicationOf, PublicationInput, StateTag, usePublicationRule, type PublicationValue } from './publication';
import { RowActions } from './row-actions';
import { useContentSave } from './save';

const LIMITS = adminContent.CONTENT_EDIT_LIMITS;

/** The lessons of a course in their order, each edited like an article. */
export function LessonsDrawer({ course, onClose }: { course: adminContent.CourseRow; onClose: () => void }) {
  const { t } = useTranslation('admin');
  const call = useAdminCall();
  const [editing, setEditing] = useState<adminContent.LessonRow | 'new' | null>(null);
  const q = useQuery({ queryKey: ['admin', 'content', 'lessons', course.id], queryFn: () => call(adminContent.lessons, { query: { courseId: course.id } }) });
  const rows = q.data?.data ?? [];
  return (
    <Drawer open onClose={onClose} title={t('content.headings.lessonsOf', { title: course.title })} size="min(900px, 100vw)" destroyOnHidden>
      <div className="admin-toolbar">
        <Button type="primary" onClick={() => setEditing('new')} data-testid="new-lesson">
          {t('content.actions.newLesson')}
        </Button>
      </div>
      <Table<adminContent.LessonRow>
        rowKey="id"
        size="small"
        scroll={{ x: 760 }}
        loading={q.isFetching}
        dataSource={rows}
        locale={{ emptyText: t('content.noLessons') }}
        pagination={false}
        columns={[
          { title: t('content.fields.sort'), dataIndex: 'sort', width: 70 },
          { title: t('content.fields.title'), dataIndex: 'title' },
          { title: t('content.fields.minutes'), dataIndex: 'minutes', width: 110 },
          { title: t('content.fields.publication'), key: 'state', width: 170, render: (_, row) => <StateTag row={row} /> },
          { title: t('common.actions'), key: 'actions', width: 300, render: (_, row) => <RowActions kind="lesson" row={row} lang={course.lang} onEdit={() => setEditing(row)} siteHref={`/lesson/${course.id}?lesson=${row.id}`} /> },
        ]}
      />
      {editing ? <LessonEditor course={course} lesson={editing === 'new' ? null : editing} nextSort={rows.reduce((m, r) => Math.max(m, r.sort + 1), 0)} onClose={() => setEditing(null)} /> : null}
    </Drawer>
  );
}

type Fields = { title: string; minutes: number; sort: number; body: string; publication: PublicationValue };

function LessonEditor({ course, lesson, nextSort, onClose }: { course: adminContent.CourseRow; lesson: adminContent.LessonRow | null; nextSort: number; onClose: () => void }) {
  const { t } = useTranslation('admin');
  const [form] = Form.useForm<Fields>();
  const { save, busy } = useContentSave(adminContent.saveLesson, onClose);
  const required = [{ required: true, whitespace: true, message: t('content.required') }];
  const publicationRule = usePublicationRule();
  return (
    <EditorModal title={`${t(lesson ? 'content.headings.editLesson' : 'content.headings.newLesson')}${lesson ? ` #${lesson.id}` : ''} · ${course.title}`} busy={busy} onCancel={onClose} onOk={() => form.submit()} testId="lesson-editor">
      <Form<Fields>
        form={form}
        layout="vertical"
        initialValues={{ title: lesson?.title ?? '', minutes: lesson?.minutes ?? 10, sort: lesson?.sort ?? nextSort, body: lesson?.body ?? '', publication: publicationOf(lesson) }}
        onFinish={(v) => void save({ ...(lesson ? { id: lesson.id } : {}), courseId: course.id, title: v.title, minutes: v.minutes, sort: v.sort, body: v.body, ...publicationBody(v.publication) })}
      >
        <Form.Item name="title" label={t('content.fields.title')} rules={required}>
          <Input maxLength={LIMITS.titleMax} data-testid="lesson-title" />
        </Form.Item>
        <div className="admin-toolbar" style={{ marginBottom: 0 }}>
          <Form.Item name="minutes" label={t('content.fields.minutes')} rules={[{ required: true, message: t('content.required') }]}>
            <InputNumber min={1} max={LIMITS.minutesMax} precision={0} />
          </Form.Item>
          <Form.Item name="sort" label={t('content.fields.sort')} rules={[{ required: true, message: t('content.required') }]}>
            <InputNumber min={0} max={LIMITS.sortMax} precision={0} />
          </Form.Item>
        </div>
        <Form.Item name="body" label={t('content.fields.body')} rules={required}>
          <MarkdownEditor />
        </Form.Item>
        <Form.Item name="publication" label={t('content.fields.publication')} rules={[publicationRule]}>
          <PublicationInput keptTime={lesson?.state === 'published' ? lesson.publishedAt : null} />
        </Form.Item>
      </Form>
    </EditorModal>
  );
}
