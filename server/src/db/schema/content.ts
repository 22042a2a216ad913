// Tables of articles, Q&A, courses, guides, dictionaries and front image windows.
export {};
