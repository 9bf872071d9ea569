package jvsim.jmh;

import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import jvsim.search.DporSearch;
import jvsim.search.Search;
import jvsim.search.SearchConfig;
import jvsim.search.SearchResult;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;

/**
 * DPOR search throughput: one complete optimal-DPOR search of a classic benchmark per operation
 * (VM boot included). Executions per second = the benchmark's trace count / the time per search:
 * lastzero(10) has 3328 traces, indexer(13) 64, indexer(14) 512. dporWithRaceDetector: the same with --listener=race.
 */
@BenchmarkMode(Mode.SingleShotTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Fork(1)
@Warmup(iterations = 1)
@Measurement(iterations = 3)
@State(Scope.Benchmark)
public class SearchThroughput {
    @Param({"LastZero:10", "Indexer:13", "Indexer:14"})
    public String program;

    static Path programs() {
        try {
            return Path.of(dpor.LastZero.class.getProtectionDomain().getCodeSource().getLocation().toURI());
        } catch (Exception e) {
            throw new IllegalStateException(e);
        }
    }

    static SearchResult search(Search s, String program, jvsim.vm.ExecutionListener... listeners) {
        String[] p = program.split(":");
        return run(s, "dpor." + p[0], p[1], listeners);
    }

    /** One complete search (--find-all) of a test program with one argument, on a big host stack. */
    static SearchResult run(Search s, String className, String arg, jvsim.vm.ExecutionListener... listeners) {
        SearchConfig c = config(className, arg, listeners);
        return BigStack.call("jvsim-search", () -> s.run(c));
    }

    /** The configuration of a complete search (--find-all) of a test program with one argument. */
    static SearchConfig config(String className, String arg, jvsim.vm.ExecutionListener... listeners) {
        SearchConfig c = new SearchConfig();
        c.vm.classpath.add(programs());
        c.className = className;
        c.args = List.of(arg);
        c.findAll = true;
        c.listeners.addAll(List.of(listeners));
        return c;
    }

    @Benchmark
    public long dpor() {
        return search(new DporSearch(true), program).executions;
    }

    /** The same search checked by the race detector: its overhead is the ratio to {@link #dpor}. */
    @Benchmark
    public long dporWithRaceDetector() {
        return search(new DporSearch(true), program, new jvsim.listeners.RaceDetector()).executions;
    }
}
