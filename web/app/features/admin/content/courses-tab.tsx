import { useQuery } from '@tanstack/react-query';
import { Button, Form, Input, InputNumber, Segmented, Select, Table } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { adminContent } from '@marketlens/core/contract';
import { useAdminCall } from '../api';
import { EditorModal } from './editor-modal';
import { LessonsDrawer } from './lessons-drawer';
import { publicationBody, publicationOf, PublicationInput, StateTag, usePublicationRule, type PublicationValue } from './publication';
import { RowActions } from './row-actions';
import { useContentSave } from './save';

type Lang = adminContent.ContentLang;
const LIMITS = adminContent.CONTENT_EDIT_LIMITS;

/** Courses of a language in their order; each opens its lessons. */
export function CoursesTab({ lang, setLang }: { lang: Lang; setLang: (l: Lang) => void }) {
  const { t } = useTranslation('admin');
  const call = useAdminCall();
  const [editing, setEditing] = useState<adminContent.CourseRow | 'new' | null>(null);
  const [lessonsOf, setLessonsOf] = useState<adminContent.CourseRow | null>(null);
  const q = useQuery({ queryKey: ['admin', 'content', 'courses', lang], queryFn: () => call(adminContent.courses, { query: { lang } }) });
  const rows = q.data?.data ?? [];
  return (
    <>
      <div className="admin-toolbar">
        <Segmented<Lang> value={lang} onChange={setLang} options={adminContent.CONTENT_LANGS.map((l) => ({ value: l, label: t(`content.langs.${l}`) }))} />
        <Button type="primary" onClick={() => setEditing('new')} data-testid="new-course">
          {t('content.actions.newCourse')}
        </Button>
      </div>
      <Table<adminContent.CourseRow>
        rowKey="id"
        size="middle"
        scroll={{ x: 980 }}
        loading={q.isFetching}
        dataSource={rows}
        pagination={{ pageSize: 20, showSizeChanger: false, hideOnSinglePage: true }}
        columns={[
          { title: t('content.fields.sort'), dataIndex: 'sort', width: 80 },
          { title: t('content.fields.title'), dataIndex: 'title' },
          { title: t('content.fields.level'), dataIndex: 'level', width: 110, render: (l: adminContent.CourseRow['level']) => t(`content.levels.${l}`) },
          { title: t('content.fields.lessons'), dataIndex: 'lessons', width: 90 },
          { title: t('content.fields.publication'), key: 'state', width: 190, render: (_, row) => <StateTag row={row} /> },
          {
            title: t('common.actions'),
            key: 'actions',
            width: 340,
            render: (_, row) => (
              <RowActions
                kind="course"
                row={row}
                lang={row.lang}
                onEdit={() => setEditing(row)}
                siteHref={`/lesson/${row.id}`}
                deleteText={t('content.confirmDeleteCourse', { title: row.title })}
                extra={
                  <Button size="small" type="link" onClick={() => setLessonsOf(row)} data-testid={`lessons-${row.id}`}>
                    {t('content.actions.lessons')}
                  </Button>
                }
              />
            ),
          },
        ]}
      />
      {editing ? <CourseEditor lang={lang} course={editing === 'new' ? null : editing} nextSort={rows.reduce((m, r) => Math.max(m, r.sort + 1), 0)} onClose={() => setEditing(null)} /> : null}
      {lessonsOf ? <LessonsDrawer course={lessonsOf} onClose={() => setLessonsOf(null)} /> : null}
    </>
  );
}

type Fields = { title: string; summary: string; level: adminContent.CourseRow['level']; sort: number; publication: PublicationValue };

function CourseEditor({ lang, course, nextSort, onClose }: { lang: Lang; course: adminContent.CourseRow | null; nextSort: number; onClose: () => void }) {
  const { t } = useTranslation('admin');
  const [form] = Form.useForm<Fields>();
  const { save, busy } = useContentSave(adminContent.saveCourse, onClose);
  const required = [{ required: true, whitespace: true, message: t('content.required') }];
  const publicationRule = usePublicationRule();
  return (
    <EditorModal title={`${t(course ? 'content.headings.editCourse' : 'content.headings.newCourse')}${course ? ` #${course.id}` : ''} · ${t(`content.langs.${course?.lang ?? lang}`)}`} busy={busy} onCancel={onClose} onOk={() => form.submit()} testId="course-editor">
      <Form<Fields>
        form={form}
        layout="vertical"
        initialValues={{ title: course?.title ?? '', summary: course?.summary ?? '', level: course?.level ?? 'beginner', sort: course?.sort ?? nextSort, publication: publicationOf(course) }}
        onFinish={(v) => void save({ ...(course ? { id: course.id } : {}), lang: course?.lang ?? lang, title: v.title, summary: v.summary, level: v.level, sort: v.sort, ...publicationBody(v.publication) })}
      >
        <Form.Item name="title" label={t('content.fields.title')} rules={required}>
          <Input maxLength={LIMITS.titleMax} />
        </Form.Item>
        <Form.Item name="summary" label={t('content.fields.summary')} rules={required}>
          <Input.TextArea maxLength={LIMITS.summaryMax} autoSize={{ minRows: 2, maxRows: 5 }} />
        </Form.Item>
        <div className="admin-toolbar" style={{ marginBottom: 0 }}>
          <Form.Item name="level" label={t('content.fields.level')} style={{ minWidth: 160 }}>
            <Select options={adminContent.COURSE_LEVELS.map((l) => ({ value: l, label: t(`content.levels.${l}`) }))} />
          </Form.Item>
          <Form.Item name="sort" label={t('content.fields.sort')} rules={[{ required: true, message: t('content.required') }]}>
            <InputNumber min={0} max={LIMITS.sortMax} precision={0} />
          </Form.Item>
        </div>
        <Form.Item name="publication" label={t('content.fields.publication')} rules={[publicationRule]}>
          <PublicationInput keptTime={course?.state === 'published' ? course.publishedAt : null} />
        </Form.Item>
      </Form>
    </EditorModal>
  );
}
