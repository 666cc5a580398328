// The studio's screens (issue 17), loaded lazily by the router. The shell (sidebar, route guard)
// reads only ./access, so the markdown and drag-and-drop libraries stay out of its bundle.
export { CourseEditorPage } from './course-editor-page';
export { StudioPage } from './studio-page';
