// Instructor analytics (issue 17, point 7): mounted by the course editor. recharts loads lazily inside.
export { CourseAnalytics } from './course-analytics';
