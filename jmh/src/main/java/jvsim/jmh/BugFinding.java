package jvsim.jmh;

import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import jvsim.search.Strategies;
import jvsim.tools.Bench;
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
 * Time to the first bug of a subject (test-programs' subjects package) per strategy, VM boot
 * included, as {@code jvsim bench} measures it (seed 1; {@code jvsim bench} also measures the time
 * to exhaustion). An operation that finds no bug within 10,000 executions fails.
 */
@BenchmarkMode(Mode.SingleShotTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Fork(1)
@Warmup(iterations = 1)
@Measurement(iterations = 3)
@State(Scope.Benchmark)
public class BugFinding {
    @Param({"Airline", "BoundedBuffer", "Reorder", "WorkStealingQueue"})
    public String subject;

    @Param({"dpor", "icb", "pct", "pos"})
    public String strategy;

    @Benchmark
    public long firstBug() {
        Strategies.Configured s = Strategies.configure(strategy, Map.of());
        Bench.Measurement m = BigStack.call("jvsim-bench",
                () -> Bench.measure(List.of(SearchThroughput.programs()), "subjects." + subject, s, false, 1, 10_000, 0));
        if (!m.found()) throw new IllegalStateException(strategy + " found no bug in " + subject);
        return m.executions();
    }
}
