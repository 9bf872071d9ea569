/**
 * Programs with many threads (20 to 100), most of them independent of each other or nearly so:
 * the shape of SCTBench's reorder-100 and twostage-100. Each class's javadoc says "Bug." (with
 * what shows it) or "Correct."; the first argument, when given, is the number of threads.
 * {@code ManyThreadsTest} pins each verdict under the default search.
 */
package manythreads;
