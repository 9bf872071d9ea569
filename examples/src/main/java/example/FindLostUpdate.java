package example;

import java.net.URISyntaxException;
import java.nio.file.Path;
import java.time.Duration;
import jvsim.embed.Jvsim;
import jvsim.embed.Report;
import jvsim.embed.Verdict;
import jvsim.embed.ViolationText;
import jvsim.search.Violation;

/**
 * An embedding program: searches the interleavings of {@link Counter#main} and of
 * {@link SafeCounter#main} with the jvsim library, prints the lost update jvsim finds in Counter and
 * replays it. Exits with status 0 when jvsim found the lost update and SafeCounter correct, else 1.
 * <pre>java -cp 'target/classes:target/lib/*' example.FindLostUpdate</pre>
 */
public final class FindLostUpdate {
    private FindLostUpdate() { }

    public static void main(String[] args) throws URISyntaxException {
        // the target's classes: here, this program's own (a directory or a jar)
        Path classes = Path.of(Counter.class.getProtectionDomain().getCodeSource().getLocation().toURI());

        Report racy = Jvsim.target("example.Counter").classpath(classes).maxTime(Duration.ofSeconds(60)).run();
        System.out.println("example.Counter: " + racy);
        if (racy.verdict() != Verdict.VIOLATION) {
            System.err.println("expected jvsim to find the lost update in example.Counter");
            System.exit(1);
        }
        Violation v = racy.violations().get(0);
        System.out.print(ViolationText.format(v));
        // the same execution once more: same schedule, same output
        Report again = Jvsim.replay(racy).run();
        System.out.println("replayed " + again.violations().get(0).trace.size() + " steps: " + again.violations().get(0).message);

        Report safe = Jvsim.target("example.SafeCounter").classpath(classes).maxTime(Duration.ofSeconds(60)).run();
        System.out.println("example.SafeCounter: " + safe);
        System.exit(safe.verdict() == Verdict.NO_VIOLATION ? 0 : 1);
    }
}
