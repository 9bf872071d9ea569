package libs;

import org.apache.log4j.ConsoleAppender;
import org.apache.log4j.Level;
import org.apache.log4j.Logger;
import org.apache.log4j.PatternLayout;

/** log4j 1.2: a console appender with a pattern that names the calling method (%M: a stack walk per line). */
public class Log4jPattern {
    private static final Logger LOG = Logger.getLogger(Log4jPattern.class);

    public static void main(String[] args) {
        Logger.getRootLogger().addAppender(new ConsoleAppender(new PatternLayout("%-5p [%t] %c{1}.%M:%L - %m%n"), ConsoleAppender.SYSTEM_OUT));
        Logger.getRootLogger().setLevel(Level.INFO);
        LOG.info("starting");
        compute(3);
        LOG.debug("not shown");
        Logger.getLogger("libs.other").warn("from another logger");
    }

    static void compute(int n) {
        LOG.info("computing " + n);
        if (n > 1) compute(n - 1);
    }
}
