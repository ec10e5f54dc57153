/**
 * Resolves in a later task: the work after it runs once the browser has had its turn. A phone
 * runs a long start four times slower than this machine, and each task over 50 ms there holds
 * every tap and frame back (decision 0037), so the start is cut into tasks with this.
 */
export const nextTask = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));
