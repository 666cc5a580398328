// What other features use from certificates (issue 17): the learner's list, mounted by the learning
// dashboard and the profile. The public /certificates/:certificateId page loads lazily from the router.
export { MyCertificates } from './my-certificates';
