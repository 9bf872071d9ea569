package conformance;

public class TryWithResources {
    static class Res implements AutoCloseable {
        final String name;
        final boolean failOnClose;

        Res(String name, boolean failOnClose) {
            this.name = name;
            this.failOnClose = failOnClose;
            System.out.println("  open " + name);
        }

        void use(boolean fail) {
            System.out.println("  use " + name);
            if (fail) throw new IllegalStateException("use failed: " + name);
        }

        @Override
        public void close() {
            System.out.println("  close " + name);
            if (failOnClose) throw new IllegalArgumentException("close failed: " + name);
        }
    }

    static class FailingOpen implements AutoCloseable {
        FailingOpen() {
            throw new RuntimeException("cannot open");
        }

        public void close() {
            System.out.println("  close FailingOpen (should not print)");
        }
    }

    static void report(Throwable e) {
        System.out.println("  caught " + e.getClass().getSimpleName() + ": " + e.getMessage());
        for (Throwable s : e.getSuppressed()) System.out.println("    suppressed " + s.getClass().getSimpleName() + ": " + s.getMessage());
    }

    public static void main(String[] args) throws Exception {
        System.out.println("normal:");
        try (Res a = new Res("A", false); Res b = new Res("B", false)) {
            a.use(false);
            b.use(false);
        }
        System.out.println("body throws, closes throw:");
        try (Res a = new Res("A", true); Res b = new Res("B", true)) {
            b.use(true);
        } catch (IllegalStateException e) {
            report(e);
        }
        System.out.println("only close throws:");
        try (Res a = new Res("A", true); Res b = new Res("B", false)) {
            a.use(false);
        } catch (IllegalArgumentException e) {
            report(e);
        }
        System.out.println("second resource fails to open:");
        try (Res a = new Res("A", false); FailingOpen f = new FailingOpen()) {
            System.out.println("  body (should not print)");
        } catch (RuntimeException e) {
            report(e);
        }
        System.out.println("null resource:");
        try (Res n = null) {
            System.out.println("  body with null resource");
        }
        System.out.println("existing variable (Java 9 style):");
        Res existing = new Res("E", false);
        try (existing) {
            existing.use(false);
        }
        System.out.println("with finally and catch:");
        try (Res a = new Res("F", true)) {
            a.use(true);
        } catch (Exception e) {
            report(e);
        } finally {
            System.out.println("  finally runs after close");
        }
        System.out.println("manual addSuppressed:");
        Exception primary = new Exception("primary");
        primary.addSuppressed(new RuntimeException("s1"));
        primary.addSuppressed(new Error("s2"));
        report(primary);
        try {
            primary.addSuppressed(primary);
        } catch (IllegalArgumentException e) {
            System.out.println("  self-suppression " + e.getMessage());
        }
        System.out.println("lambda closeable:");
        try (AutoCloseable ac = () -> System.out.println("  lambda close")) {
            System.out.println("  lambda body");
        }
    }
}
