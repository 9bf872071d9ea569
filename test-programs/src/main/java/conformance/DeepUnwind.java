package conformance;

public class DeepUnwind {
    static int finallies = 0;
    static long checksum = 0;

    static int dive(int n, int throwAt) {
        try {
            if (n == throwAt) throw new IndexOutOfBoundsException("thrown at depth " + n);
            return dive(n + 1, throwAt) + 1;
        } finally {
            finallies++;
            checksum = checksum * 31 + n;
        }
    }

    static int diveCatch(int n) {
        if (n == 0) throw new ArithmeticException("bottom");
        try {
            return diveCatch(n - 1);
        } catch (ArithmeticException e) {
            if (n % 50 == 0) throw new ArithmeticException("rethrown at " + n + " from " + e.getMessage());
            throw e;
        }
    }

    static int mutual(int n) {
        return n <= 0 ? thrower() : other(n - 1);
    }

    static int other(int n) {
        return mutual(n - 1) + 1;
    }

    static int thrower() {
        throw new UnsupportedOperationException("mutual bottom");
    }

    public static void main(String[] args) {
        for (int at : new int[]{0, 1, 10, 200, 500}) {
            finallies = 0;
            checksum = 0;
            try {
                dive(0, at);
            } catch (IndexOutOfBoundsException e) {
                System.out.println("dive " + at + ": " + e.getMessage() + " finallies " + finallies + " checksum " + checksum);
            }
        }
        try {
            diveCatch(30);
        } catch (ArithmeticException e) {
            System.out.println("diveCatch 30 " + e.getMessage());
        }
        try {
            diveCatch(120);
        } catch (ArithmeticException e) {
            System.out.println("diveCatch 120 " + e.getMessage());
        }
        try {
            mutual(301);
        } catch (UnsupportedOperationException e) {
            System.out.println("mutual " + e.getMessage());
        }
        int caught = 0;
        for (int i = 0; i < 2000; i++) {
            try {
                if (i % 3 == 0) throw new RuntimeException();
                if (i % 5 == 0) throw new IllegalStateException();
            } catch (IllegalStateException e) {
                caught += 2;
            } catch (RuntimeException e) {
                caught += 1;
            }
        }
        System.out.println("loop caught " + caught);
        Object[] arr = new Object[1];
        int npes = 0;
        for (int i = 0; i < 100; i++) {
            try {
                arr[0].toString();
            } catch (NullPointerException e) {
                npes++;
            }
        }
        System.out.println("npes " + npes);
    }
}
